import type { Metadata } from 'next';

import { PaymentSuccess } from '@/components/checkout/payment-success';
import { getSuccessPage } from '@/lib/content';

export async function generateMetadata(): Promise<Metadata> {
  // Static, and opened with or without a payment: the title promises nothing.
  const { seoTitle } = await getSuccessPage({ stega: false });
  return { title: seoTitle, robots: { index: false, follow: false }, referrer: 'no-referrer' };
}

/** Stripe's return_url. The page is static; the browser asks for its credentials. */
export default async function PaymentSuccessPage() {
  const copy = await getSuccessPage();
  return (
    <main id="main" tabIndex={-1} className="bg-slate-50 px-4 pt-28 pb-16 sm:px-6">
      <div className="mx-auto max-w-2xl">
        <PaymentSuccess copy={copy} />
      </div>
    </main>
  );
}
