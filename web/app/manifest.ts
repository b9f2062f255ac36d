import type { MetadataRoute } from 'next';

import { getSeo } from '@/lib/content';

export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const { site } = await getSeo();
  return {
    name: site.title,
    short_name: site.title,
    description: site.description,
    start_url: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#16804a',
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/apple-icon', sizes: '180x180', type: 'image/png' },
    ],
  };
}
