import { buttonClasses } from '@/components/ui/button-styles';
import { cardClasses } from '@/components/ui/card';
import { IntentLink } from '@/components/ui/intent-link';
import { StrokeIcon } from '@/components/ui/stroke-icon';
import type { NotFoundCopy } from '@/lib/content';

/** The body of the not-found screen: '404 Page Not Found' with a developer-style hint. */
export function NotFoundCard({ copy }: { copy: NotFoundCopy }) {
  return (
    <main id="main" tabIndex={-1} className="flex min-h-[60vh] items-center justify-center px-4 py-20 sm:px-6">
      <div className={`w-full max-w-md ${cardClasses('lg')}`}>
        <div className="flex items-center gap-3">
          <StrokeIcon className="size-8 text-red-700">
            <circle cx="12" cy="12" r="10" />
            <path d="M12 7v6M12 16.5v.5" />
          </StrokeIcon>
          <h1 className="text-2xl font-bold text-slate-900">{copy.heading}</h1>
        </div>
        <p className="mt-4 text-sm text-slate-700">{copy.hint}</p>
        <pre className="mt-3 rounded-lg bg-slate-900 p-3 text-xs break-words whitespace-pre-wrap text-slate-100">
          <code>{copy.code}</code>
        </pre>
        <IntentLink href="/" className={`mt-6 ${buttonClasses('primary', 'md')}`}>
          {copy.backLabel}
        </IntentLink>
      </div>
    </main>
  );
}
