import type { Metadata } from 'next';
import { connection } from 'next/server';

import { CheckoutPanel } from '@/components/checkout/checkout-panel';
import { CheckoutAssurances, CheckoutSummary } from '@/components/checkout/checkout-summary';
import { getCheckoutPage, getCheckoutProduct } from '@/lib/content';
import { paymentsClientConfig } from '@/lib/payments';

/** Rendered per request with no prerendered shell: which payment form to mount is runtime configuration. */
export const instant = false;

export async function generateMetadata(): Promise<Metadata> {
  const page = await getCheckoutPage({ stega: false });
  return {
    title: page.seoTitle,
    description: page.seoDescription,
    robots: { index: false, follow: false },
    alternates: { canonical: '/checkout' },
  };
}

export default async function CheckoutPage() {
  await connection();
  const [product, page] = await Promise.all([getCheckoutProduct(), getCheckoutPage()]);

  return (
    <main id="main" tabIndex={-1} className="bg-slate-50 px-4 pt-4 pb-16 sm:px-6 sm:pt-12 lg:pt-16">
      <div className="mx-auto max-w-5xl">
        <h1 className="text-2xl font-bold text-brand-900 sm:text-4xl">{page.heading}</h1>
        <p className="mt-1 text-slate-700 sm:mt-2">{page.intro}</p>
        {/* A phone reads the order, then the form, then the assurances; a wide screen puts the form beside both. */}
        <div className="mt-3 grid gap-3 sm:mt-8 sm:gap-8 lg:grid-cols-2 lg:items-start">
          <CheckoutSummary product={product} copy={page.summary} />
          <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
            <CheckoutPanel
              copy={{ ...page.payment, hasAccess: page.hasAccess, linkRequest: page.linkRequest }}
              payments={paymentsClientConfig()}
              price={product.priceNow.amount}
              currency={product.priceNow.currency}
              priceLabel={product.priceNow.label}
            />
          </div>
          <CheckoutAssurances product={product} copy={page.summary} />
        </div>
      </div>
    </main>
  );
}
