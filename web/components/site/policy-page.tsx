import 'server-only';

import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

import { RichText } from '@/components/ui/rich-text';
import { fetchContent, policyQuery } from '@/lib/content';
import { pageMetadata } from '@/lib/seo/metadata';

export type PolicySlug = 'privacy-policy' | 'terms-of-service' | 'cookie-policy' | 'refund-policy';

async function getPolicy(slug: PolicySlug) {
  const policy = await fetchContent(policyQuery, { params: { slug }, tags: ['policy'] });
  if (!policy) notFound();
  return policy;
}

/** "2025-01-15" → "January 2025", as the policies state their date (spec section 2). */
export function formatUpdated(date: string): string {
  return new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

export async function policyMetadata(slug: PolicySlug): Promise<Metadata> {
  const policy = await getPolicy(slug);
  return pageMetadata({ title: policy.title, description: policy.summary, path: `/${slug}` });
}

/** One policy page: text only, from the content (the refund policy's body links to the tracker). */
export async function PolicyPage({ slug }: { slug: PolicySlug }) {
  const policy = await getPolicy(slug);
  return (
    <main className="px-4 py-16 sm:px-6">
      <article className="mx-auto max-w-3xl">
        <h1 className="text-4xl font-bold tracking-tight text-brand-900">{policy.title}</h1>
        <p className="mt-3 text-sm text-slate-700">
          Last updated <time dateTime={policy.lastUpdated}>{formatUpdated(policy.lastUpdated)}</time>
        </p>
        <p className="mt-6 text-lg text-slate-800">{policy.summary}</p>
        <RichText value={policy.body} className="mt-4 leading-7 text-slate-800" />
      </article>
    </main>
  );
}
