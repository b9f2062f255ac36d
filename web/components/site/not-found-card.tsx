import { buttonClasses } from '@/components/ui/button-styles';
import { cardClasses } from '@/components/ui/card';
import { Icon } from '@/components/ui/icon';
import { IntentLink } from '@/components/ui/intent-link';
import type { NotFoundCopy } from '@/lib/content';

export function NotFoundCard({ copy }: { copy: NotFoundCopy }) {
  return (
    <main id="main" tabIndex={-1} className="flex min-h-[60vh] items-center justify-center px-4 py-20 sm:px-6">
      <div className={`w-full max-w-md ${cardClasses('lg')}`}>
        <div className="flex items-center gap-3">
          <Icon name="circle-alert" className="size-8 text-red-700" />
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
