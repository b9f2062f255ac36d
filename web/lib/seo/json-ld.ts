import 'server-only';

import { getSeo } from '../content';
import { absoluteUrl } from './metadata';

export async function storefrontJsonLd(): Promise<Record<string, unknown>> {
  const { site, product, price } = await getSeo();
  const home = absoluteUrl('/');
  const organizationId = `${home}#organization`;
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Organization',
        '@id': organizationId,
        name: site.organizationName,
        url: home,
        logo: absoluteUrl('/icon.svg'),
        description: site.description,
      },
      {
        '@type': 'Product',
        '@id': `${home}#product`,
        name: product.name,
        description: product.summary,
        url: absoluteUrl('/what-you-get'),
        image: absoluteUrl('/opengraph-image'),
        brand: { '@id': organizationId },
        offers: {
          '@type': 'Offer',
          price: price.amount.toFixed(2),
          priceCurrency: price.currency,
          ...(price.changesAt ? { priceValidUntil: price.changesAt.slice(0, 10) } : {}),
          availability: `https://schema.org/${product.availability}`,
          url: absoluteUrl('/checkout'),
          seller: { '@id': organizationId },
        },
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: product.rating.ratingValue,
          reviewCount: product.rating.reviewCount,
          bestRating: 5,
        },
      },
    ],
  };
}

/** JSON for a <script type="application/ld+json">: `<` is escaped so content can never close the tag. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
