import path from 'node:path';

import type { NextConfig } from 'next';

/** The site and Stripe only; static pages carry no nonce, so Next.js's inline bootstrap needs 'unsafe-inline'. */
const contentSecurityPolicy = (frameAncestors: string) =>
  [
    "default-src 'self'",
    // `next dev` evaluates modules with eval for fast refresh; production never needs it.
    `script-src 'self' 'unsafe-inline'${process.env.NODE_ENV === 'development' ? " 'unsafe-eval'" : ''} https://js.stripe.com https://*.js.stripe.com`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://cdn.sanity.io https://*.stripe.com",
    "font-src 'self'",
    "connect-src 'self' https://api.stripe.com https://*.stripe.com",
    'frame-src https://js.stripe.com https://*.js.stripe.com https://hooks.stripe.com',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
  ].join('; ');

// Only a page in draft mode may be framed, by the studio. Headers are compiled in: read at build time.
const studioOrigin = new URL(process.env.SANITY_STUDIO_URL || 'http://localhost:3333').origin;
const draftModeCookie = { type: 'cookie' as const, key: '__prerender_bypass' };

const securityHeaders = [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy("'none'") },
  // Browsers ignore HSTS over plain HTTP, so it is safe to send everywhere; it takes effect on HTTPS.
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'DENY' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")',
  },
];

/*
 * No other site's window keeps a handle on what holds a person's own things or takes a password or a
 * payment. Pages that only inform stay in the visitor's group: leaving it costs a first visit a new document.
 */
const ownBrowsingContextGroup = [{ key: 'Cross-Origin-Opener-Policy', value: 'same-origin' }];
const OWN_GROUP_PATHS = [
  '/dashboard',
  '/product/:path*',
  '/daily-reset-tracker',
  '/assets/:path*',
  '/login',
  '/checkout',
  '/payment-success',
  '/success',
  '/sign-in',
  '/api/:path*',
];

const privatePage = [
  { key: 'Referrer-Policy', value: 'no-referrer' },
  { key: 'Cache-Control', value: 'no-store' },
];

const nextConfig: NextConfig = {
  // Lets parallel test runs build into separate folders (NEXT_DIST_DIR=.next-e2e-a); default .next.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // Workspaces hoist dependencies to the repository root.
  turbopack: { root: path.resolve(import.meta.dirname, '..') },
  outputFileTracingRoot: path.resolve(import.meta.dirname, '..'),
  poweredByHeader: false,
  // Hashing every HTML answer for its ETag costs a quarter of a static page's serving time.
  generateEtags: false,
  reactStrictMode: true,
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      ...OWN_GROUP_PATHS.map((source) => ({ source, headers: ownBrowsingContextGroup })),
      // Later rules win: the framing policy of a preview (X-Frame-Options gives way to frame-ancestors).
      {
        source: '/:path*',
        has: [draftModeCookie],
        headers: [{ key: 'Content-Security-Policy', value: contentSecurityPolicy(`'self' ${studioOrigin}`) }],
      },
      // The success page reads a payment id from its URL and shows credentials: no referrer, never cached.
      { source: '/payment-success', headers: privatePage },
      { source: '/success', headers: privatePage },
      { source: '/sign-in', headers: privatePage },
      // Its answers carry a new member's password: the header above would otherwise replace the route's own.
      { source: '/api/payment-success/:path*', headers: privatePage },
    ];
  },
  async rewrites() {
    return {
      // Outside draft mode the editors' previews are no route at all: the 404 of any unknown path. A page's own
      // notFound() answers an empty shell, its 404 only in the RSC payload, which shows that the route exists.
      beforeFiles: [{ source: '/preview/:path*', missing: [draftModeCookie], destination: '/no-such-page' }],
    };
  },
  cacheComponents: true,
  // A <Link> prefetches its whole (static) page; unset, it warns.
  partialPrefetching: false,
  experimental: {
    // A path no route matches gets app/global-not-found.tsx, sent as HTML and in no other page's payload.
    globalNotFound: true,
  },
  // PGlite ships WebAssembly and data files it loads from its own folder at run time; react-pdf its fonts.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', '@react-pdf/renderer'],
};

export default nextConfig;
