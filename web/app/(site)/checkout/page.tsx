import type { Metadata } from 'next';
import { connection } from 'next/server';

import { CheckoutPanel } from '@/components/checkout/checkout-panel';
import { CheckoutSummary } from '@/components/checkout/checkout-summary';
import { getCheckoutProduct } from '@/lib/content';
import { getConfig } from '@/lib/env';
import { paymentsClientConfig } from '@/lib/payments';

export const metadata: Metadata = {
  title: 'Checkout',
  description: 'Complete your purchase of the 24-Hour Reset.',
  robots: { index: false, follow: false },
  alternates: { canonical: '/checkout' },
};

export default async function CheckoutPage() {
  // Rendered per request: which payment form to mount is runtime configuration.
  await connection();
  const product = await getCheckoutProduct();

  return (
    <main id="main" tabIndex={-1} className="bg-slate-50 px-4 pt-28 pb-16 sm:px-6">
      <div className="mx-auto max-w-5xl">
        <h1 className="text-3xl font-bold text-brand-900 sm:text-4xl">Complete your purchase</h1>
        <p className="mt-2 text-slate-700">One payment of {product.priceNow.label}, instant access.</p>
        <div className="mt-8 grid gap-8 lg:grid-cols-2">
          <CheckoutSummary product={product} />
          <div>
            <CheckoutPanel
              payments={paymentsClientConfig()}
              price={product.priceNow.amount}
              priceLabel={product.priceNow.label}
              siteUrl={getConfig().siteUrl}
            />
          </div>
        </div>
      </div>
    </main>
  );
}
