import type { Metadata } from 'next';
import Link from 'next/link';

import { OperatorDetails } from '@/components/legal/operator-details';
import { PageHero } from '@/components/site/page-hero';
import { getSiteLayout } from '@/lib/content';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata(): Promise<Metadata> {
  const { operator } = await getSiteLayout();
  return pageMetadata({
    title: 'Legal Notice',
    description: `Who sells the 24-Hour Reset: ${operator.legalName}, its address, registration and VAT numbers, and how to reach support.`,
    path: '/legal-notice',
  });
}

/** Who sells, from the site settings: the page the policies and receipts point to. */
export default async function LegalNoticePage() {
  const { operator } = await getSiteLayout();
  return (
    <main id="main" tabIndex={-1}>
      <PageHero heading="Legal Notice" intro="Who sells the programme on this website, and how to reach us." />
      <section aria-label="The seller" className="px-4 pb-16 sm:px-6">
        <div className="mx-auto max-w-3xl">
          <OperatorDetails operator={operator} />
          <p className="mt-8 text-slate-800">
            Complaints and questions about an order: write to{' '}
            <a href={`mailto:${operator.supportEmail}`} className="underline">
              {operator.supportEmail}
            </a>{' '}
            or use the{' '}
            <Link href="/contact" className="underline">
              contact form
            </Link>
            . If we cannot settle a complaint together, you may turn to the consumer protection authority or an
            out-of-court dispute resolution body in your country.
          </p>
        </div>
      </section>
    </main>
  );
}
