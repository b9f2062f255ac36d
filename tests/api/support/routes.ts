// Every API route and method, read from web/app, and which test covers it, so
// that a new route cannot skip the API tests.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const appDir = path.resolve(import.meta.dirname, '../../../web/app');

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'] as const;
const METHOD = METHODS.join('|');

/** The HTTP methods a route file exports, however it exports them (function, const, or a list). */
export function exportedMethods(source: string): string[] {
  const found = new Set<string>();
  const declared = new RegExp(`export\\s+(?:async\\s+)?(?:function\\s*\\*?|const|let|var)\\s+(${METHOD})\\b`, 'g');
  for (const match of source.matchAll(declared)) found.add(match[1]!);
  for (const list of source.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const item of list[1]!.split(',')) {
      const name = item
        .trim()
        .split(/\s+as\s+/)
        .pop()
        ?.trim();
      if (name && (METHODS as readonly string[]).includes(name)) found.add(name);
    }
  }
  return [...found];
}

/** `METHOD /api/...` for every route handler under web/app; route groups such as (members) are not in the URL. */
export function apiRoutes(dir = appDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return apiRoutes(full);
    if (!/^route\.[jt]sx?$/.test(entry.name)) return [];
    const routePath = `/${path.relative(appDir, path.dirname(full))}`
      .split(path.sep)
      .join('/')
      .split('/')
      .filter((segment) => !/^\(.*\)$/.test(segment))
      .join('/')
      .replace(/\[(\w+)\]/g, ':$1');
    if (!routePath.startsWith('/api/')) return [];
    return exportedMethods(readFileSync(full, 'utf8')).map((method) => `${method} ${routePath}`);
  });
}

/** The JSON routes a browser posts to (json-routes.test.ts fuzzes each). */
export const JSON_ROUTE_PATHS = [
  '/api/contact',
  '/api/subscribe',
  '/api/waitlist',
  '/api/marketing-optin',
  '/api/create-payment-intent',
  '/api/test-payments/confirm',
  '/api/login',
  '/api/sign-in-link',
  '/api/sign-in-link/request',
];

/** Members' GET routes (members-only.test.ts). */
export const MEMBERS_ONLY_GETS = [
  '/api/user',
  '/api/user/day',
  '/api/tracker',
  '/api/tracker/html',
  '/api/guide',
  '/api/calendar',
];

/** Every route and method one of the tests in tests/api covers, or a browser test. */
export const COVERED = [
  ...JSON_ROUTE_PATHS.map((pathname) => `POST ${pathname}`),
  'POST /api/logout',
  // member-day.test.ts
  'POST /api/user/day',
  ...MEMBERS_ONLY_GETS.map((pathname) => `GET ${pathname}`),
  'GET /api/payment-success/:paymentIntentId',
  'POST /api/revalidate',
  'POST /api/revalidate/catch-up',
  'POST /api/webhooks/stripe',
  // webhooks.test.ts, on its server with Stripe configured (test mode answers 404)
  'POST /api/payments/confirm',
  // cron.test.ts
  'GET /api/cron/outbox',
  // rate-limits.test.ts, and the purchase with a code in tests/e2e/purchase.spec.ts
  'POST /api/discount-code',
  // tests/e2e/own-server/content-preview.spec.ts: the preview link, and the preview bar's Exit button
  'GET /api/draft-mode/enable',
  'POST /api/draft-mode/disable',
];

/** The routes a browser posts to, which refuse other sites (the webhooks are called server to server). */
export const SAME_ORIGIN_ONLY = [
  ...JSON_ROUTE_PATHS,
  '/api/discount-code',
  '/api/user/day',
  '/api/logout',
  '/api/draft-mode/disable',
];
