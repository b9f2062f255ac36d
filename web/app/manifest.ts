import type { MetadataRoute } from 'next';

import { getSeo } from '@/lib/content';

/**
 * The installed app opens on the members' dashboard: it is the programme a
 * member carries through the day (a visitor who is not signed in is sent to
 * the login page from there).
 */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const { site } = await getSeo();
  return {
    id: '/dashboard',
    name: site.title,
    short_name: site.title,
    description: site.description,
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: '#16804a',
    icons: [
      { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
      { src: '/apple-icon', sizes: '180x180', type: 'image/png' },
      { src: '/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
