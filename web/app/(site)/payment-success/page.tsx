import type { Metadata } from 'next';

import { PaymentSuccess } from '@/components/checkout/payment-success';

export const metadata: Metadata = {
  // Static, and opened with or without a payment: the title promises nothing.
  title: 'Your login details',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
};

/** Stripe's return_url. The page is static; the browser asks for its credentials. */
export default function PaymentSuccessPage() {
  return (
    <main id="main" tabIndex={-1} className="bg-slate-50 px-4 pt-28 pb-16 sm:px-6">
      <div className="mx-auto max-w-2xl">
        <PaymentSuccess />
      </div>
    </main>
  );
}
