import type { Metadata } from 'next';

import { PriceTag } from '@/components/site/price-tag';
import { CountdownCard } from '@/components/site/countdown-card';
import { JsonLd } from '@/components/site/json-ld';
import { PageHero } from '@/components/site/page-hero';
import { buttonClasses } from '@/components/ui/button-styles';
import { Icon } from '@/components/ui/icon';
import { IntentLink } from '@/components/ui/intent-link';
import { Section } from '@/components/ui/section';
import { getWhatYouGet } from '@/lib/content';
import { storefrontJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata(): Promise<Metadata> {
  const { page } = await getWhatYouGet();
  return pageMetadata({ title: page.seoTitle, description: page.seoDescription, path: '/what-you-get' });
}

export default async function WhatYouGetPage() {
  const [{ page, offer, product, price: priceNow }, jsonLd] = await Promise.all([getWhatYouGet(), storefrontJsonLd()]);
  const price = priceNow.label;
  const purchaseLabel = `${page.purchase.buttonLabel} – ${price}`;

  return (
    <main id="main" tabIndex={-1}>
      <JsonLd data={jsonLd} />
      <PageHero heading={page.hero.headline} intro={page.hero.subline}>
        <IntentLink href={page.purchase.href} className={`mt-8 ${buttonClasses('primary', 'lg')}`}>
          {`${page.hero.ctaLabel} – ${price}`}
        </IntentLink>
      </PageHero>

      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        {offer.endDate && (
          <CountdownCard
            offer={{ ...offer, endDate: offer.endDate }}
            price={priceNow}
            regularCta={{ label: purchaseLabel, href: page.purchase.href }}
          />
        )}
      </div>

      <Section name="included" width="wide" heading={page.includedHeading}>
        <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {page.included.map((item) => (
            <li key={item._key} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <h3 className="text-xl font-semibold text-brand-900">{item.title}</h3>
              <p className="mt-2 text-slate-700">{item.text}</p>
              <ul className="mt-4 space-y-2">
                {item.points.map((point) => (
                  <li key={point} className="flex gap-2 text-sm text-slate-800">
                    <Icon name="check" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                    {point}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </Section>

      <section aria-labelledby="purchase-heading" className="bg-brand-50 px-4 py-20 sm:px-6">
        <div className="mx-auto max-w-2xl rounded-3xl bg-white p-8 text-center shadow-md sm:p-12">
          <h2 id="purchase-heading" className="text-3xl font-bold text-brand-900">
            {page.purchase.heading}
          </h2>
          <p className="mt-4 text-slate-700">{page.purchase.text}</p>
          <div className="mt-6">
            <PriceTag price={priceNow} labels={offer.priceLabels} />
          </div>
          <p className="text-sm text-slate-700">{page.priceNote}</p>
          <ul className="mt-8 space-y-2 text-left">
            {product.features.map((feature) => (
              <li key={feature} className="flex gap-2 text-slate-800">
                <Icon name="check" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                {feature}
              </li>
            ))}
          </ul>
          <IntentLink href={page.purchase.href} className={`mt-8 w-full ${buttonClasses('primary', 'lg')}`}>
            {purchaseLabel}
          </IntentLink>
          <div className="mt-8 rounded-2xl bg-brand-50 p-5 text-left">
            <h3 className="font-semibold text-brand-900">{product.guarantee.title}</h3>
            <p className="mt-1 text-sm text-slate-700">{product.guarantee.conditions}</p>
            <IntentLink
              href="/refund-policy"
              className="mt-2 inline-block text-sm font-medium text-brand-700 underline underline-offset-4"
            >
              Read the refund policy
            </IntentLink>
          </div>
        </div>
      </section>
    </main>
  );
}
