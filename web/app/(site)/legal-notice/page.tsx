import type { Metadata } from 'next';

import { OperatorDetails } from '@/components/legal/operator-details';
import { PageHero } from '@/components/site/page-hero';
import { IntentLink } from '@/components/ui/intent-link';
import { getLegalPages, getSiteLayout } from '@/lib/content';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata(): Promise<Metadata> {
  const { operator } = await getSiteLayout();
  return pageMetadata({
    title: 'Legal Notice',
    description: `Who sells the 24-Hour Reset: ${operator.legalName}, its address, registration and VAT numbers, and how to reach support.`,
    path: '/legal-notice',
  });
}

export default async function LegalNoticePage() {
  const [{ operator }, { notice }] = await Promise.all([getSiteLayout(), getLegalPages()]);
  return (
    <main id="main" tabIndex={-1}>
      <PageHero heading={notice.heading} intro={notice.intro} />
      <section aria-label="The seller" className="px-4 pb-16 sm:px-6">
        <div className="mx-auto max-w-3xl">
          <OperatorDetails operator={operator} copy={notice} />
          <p className="mt-8 text-slate-800">
            {notice.complaintsLead}{' '}
            <a href={`mailto:${operator.supportEmail}`} className="underline">
              {operator.supportEmail}
            </a>{' '}
            {notice.complaintsOr}{' '}
            <IntentLink href="/contact" className="underline">
              {notice.contactFormLabel}
            </IntentLink>
            . {notice.complaintsText}
          </p>
        </div>
      </section>
    </main>
  );
}
