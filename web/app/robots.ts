import type { MetadataRoute } from 'next';

import { absoluteUrl } from '@/lib/seo/metadata';

/** Pages are indexed and followed by default; the members' area and the API are not for crawlers. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: '*',
      allow: '/',
      disallow: ['/api/', '/dashboard', '/product/', '/daily-reset-tracker', '/payment-success', '/success'],
    },
    sitemap: absoluteUrl('/sitemap.xml'),
  };
}
