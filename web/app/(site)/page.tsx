import type { Metadata } from 'next';

import { LandingHero } from '@/components/landing/landing-hero';
import { fetchContent, landingQuery } from '@/lib/content';

export const metadata: Metadata = {
  title: { absolute: '24-Hour Reset: feel like yourself again in one day' },
};

export default async function LandingPage() {
  const { hero, product } = await fetchContent(landingQuery, { tags: ['siteSettings', 'product'] });
  if (!hero || !product) throw new Error('The landing page needs the site settings and product documents.');
  return (
    <main>
      <LandingHero hero={hero} price={product.price} currency={product.currency} />
    </main>
  );
}
