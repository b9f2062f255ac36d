import { RichText } from '@/components/ui/rich-text';
import type { Policy } from '@/lib/content';

/** "2025-01-15" → "January 2025", as the policies state their date. */
export function formatUpdated(date: string): string {
  return new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

export function PolicyArticle({ policy, lastUpdatedLabel }: { policy: Policy; lastUpdatedLabel: string }) {
  return (
    <main id="main" tabIndex={-1} className="px-4 py-16 sm:px-6">
      <article className="mx-auto max-w-3xl">
        <h1 className="text-4xl font-bold tracking-tight text-brand-900">{policy.title}</h1>
        <p className="mt-3 text-sm text-slate-700">
          {lastUpdatedLabel} <time dateTime={policy.lastUpdated}>{formatUpdated(policy.lastUpdated)}</time>
        </p>
        <p className="mt-6 text-lg text-slate-800">{policy.summary}</p>
        <RichText value={policy.body} className="mt-4 leading-7 text-slate-800" />
      </article>
    </main>
  );
}
