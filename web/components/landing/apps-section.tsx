import { WaitlistForm } from '@/components/forms/newsletter-form';
import type { LandingQueryResult } from '@/lib/content/sanity.types';

function StoreBadge({ store, label }: { store: string; label: string }) {
  return (
    <button
      type="button"
      disabled
      className="inline-flex cursor-not-allowed items-center gap-3 rounded-xl border border-transparent bg-slate-900 px-4 py-2 text-left text-white opacity-60"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-7" fill="currentColor">
        {store === 'App Store' ? (
          <path d="M16.4 12.6c0-2.4 2-3.6 2.1-3.7-1.2-1.7-3-1.9-3.6-2-1.5-.2-3 .9-3.8.9-.8 0-2-.9-3.3-.9-1.7 0-3.3 1-4.2 2.5-1.8 3.1-.5 7.7 1.3 10.2.8 1.2 1.8 2.6 3.1 2.5 1.3-.1 1.7-.8 3.3-.8 1.5 0 1.9.8 3.3.8 1.4 0 2.2-1.2 3-2.5 1-1.4 1.4-2.8 1.4-2.9-.1 0-2.6-1-2.6-4.1zM14 5.4c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1.1.1 2.1-.6 2.8-1.4z" />
        ) : (
          <path d="M3.6 2.2c-.3.3-.4.7-.4 1.2v17.2c0 .5.1.9.4 1.2l9.4-9.8-9.4-9.8zm10.4 10.8 2.7 2.8-10.9 6.3 8.2-9.1zm0-2L5.8 1.9l10.9 6.3-2.7 2.8zm3.9-1.6 3.1 1.8c.9.5.9 1.3 0 1.8l-3.1 1.8-3-3.1 3-2.3z" />
        )}
      </svg>
      <span className="leading-tight">
        <span className="block text-xs">{label}</span>
        <span className="block text-base font-semibold">{store}</span>
      </span>
    </button>
  );
}

export function AppsSection({ section }: { section: NonNullable<LandingQueryResult['appsSection']> }) {
  return (
    <section aria-labelledby="apps-heading" className="px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-3xl rounded-3xl bg-brand-900 px-6 py-12 text-center text-white sm:px-12">
        <h2 id="apps-heading" className="text-3xl font-bold sm:text-4xl">
          {section.heading}
        </h2>
        <p className="mt-4 text-lg text-brand-50">{section.text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <StoreBadge store="App Store" label="Download on the" />
          <StoreBadge store="Google Play" label="Get it on" />
        </div>
        <p className="mt-3 text-sm text-brand-100">{section.badgeNote}</p>
        <div className="mx-auto mt-8 max-w-xl rounded-2xl bg-white p-4 text-left text-slate-900">
          <WaitlistForm placeholder={section.emailPlaceholder} buttonLabel={section.buttonLabel} />
          {section.privacyNote && <p className="px-2 text-xs text-slate-700">{section.privacyNote}</p>}
        </div>
      </div>
    </section>
  );
}
