import { cacheLife } from 'next/cache';

import { IntentLink } from '@/components/ui/intent-link';
import type { SiteLayout } from '@/lib/content';

import { CurrentYear } from './current-year';
import { SiteLogo } from './site-logo';

/** A prerender may read the clock only in a cache. */
async function serverYear() {
  'use cache';
  cacheLife('days');
  return new Date().getFullYear();
}

export async function SiteFooter({ layout: { title, footer, operator } }: { layout: SiteLayout }) {
  return (
    <footer className="border-t border-slate-200 bg-slate-50">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-4">
        <div>
          <SiteLogo title={title} />
          <p className="mt-3 text-sm text-slate-700">{footer.tagline}</p>
        </div>
        {footer.columns.map((column) => (
          <nav key={column._key} aria-labelledby={`footer-${column._key}`}>
            <h2 id={`footer-${column._key}`} className="text-sm font-semibold text-brand-900">
              {column.heading}
            </h2>
            <ul className="mt-3 space-y-2 text-sm text-slate-700">
              {column.links.map((link) => (
                <li key={link._key}>
                  <IntentLink href={link.href} className="underline-offset-4 hover:text-brand-900 hover:underline">
                    {link.label}
                  </IntentLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-200">
        <div className="mx-auto max-w-6xl space-y-2 px-4 py-6 text-sm text-slate-700 sm:px-6">
          <p data-testid="footer-operator">
            Sold by {operator.legalName}, {operator.postalAddress.split('\n').join(', ')} ·{' '}
            <a href={`mailto:${operator.supportEmail}`} className="inline-block underline">
              {operator.supportEmail}
            </a>
            {operator.companyNumber && ` · ${operator.companyNumber}`}
            {operator.vatNumber && ` · VAT ${operator.vatNumber}`} ·{' '}
            <IntentLink href="/legal-notice" className="inline-block underline">
              Legal notice
            </IntentLink>
          </p>
          <p>
            © <CurrentYear buildYear={await serverYear()} /> {footer.copyrightHolder}. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  );
}
