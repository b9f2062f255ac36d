import type { MetadataRoute } from 'next';

import { getPolicySlugs } from '@/lib/content';
import { absoluteUrl } from '@/lib/seo/metadata';

/** The public pages, with addresses from SITE_URL. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const policies = await getPolicySlugs();
  const pages: MetadataRoute.Sitemap = [
    { url: absoluteUrl('/'), changeFrequency: 'weekly', priority: 1 },
    { url: absoluteUrl('/what-you-get'), changeFrequency: 'weekly', priority: 0.9 },
    { url: absoluteUrl('/about'), changeFrequency: 'monthly', priority: 0.6 },
    { url: absoluteUrl('/contact'), changeFrequency: 'monthly', priority: 0.5 },
    { url: absoluteUrl('/legal-notice'), changeFrequency: 'yearly', priority: 0.2 },
    { url: absoluteUrl('/login'), changeFrequency: 'yearly', priority: 0.3 },
  ];
  return [
    ...pages,
    ...policies.map((policy) => ({
      url: absoluteUrl(`/${policy.slug}`),
      lastModified: policy.lastUpdated,
      changeFrequency: 'yearly' as const,
      priority: 0.2,
    })),
  ];
}
