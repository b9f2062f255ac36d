// No request shape reaches members' content without a live session. The paths
// come from the build's own route manifest, so a members' page or route added
// later is held to the same rule without anyone remembering to list it here.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import type { DeadSessionCookies } from '../e2e/support/seed-members';
import { useApiServer } from './support/server';

const root = path.resolve(import.meta.dirname, '../..');
const distDir = path.join(root, 'web', process.env.NEXT_DIST_DIR || '.next');

interface MembersEntry {
  /** What a visitor requests, e.g. /product/reset/morning. */
  url: string;
  kind: 'page' | 'route';
  /** The source file, relative to web/. */
  source: string;
}

function readBuildFile<T>(file: string): T {
  return JSON.parse(readFileSync(path.join(distDir, file), 'utf8')) as T;
}

/**
 * The addresses of a route: itself, or for a route with a dynamic segment
 * every address the build prerendered for it (its generateStaticParams). A
 * dynamic route with none fails this test rather than going unchecked.
 */
function addressesOf(route: string): string[] {
  if (!route.includes('[')) return [route];
  const { routes } = readBuildFile<{ routes: Record<string, { srcRoute: string | null }> }>('prerender-manifest.json');
  const prerendered = Object.keys(routes).filter((address) => routes[address]?.srcRoute === route);
  if (!prerendered.length) throw new Error(`${route} has a dynamic segment and no prerendered addresses to check.`);
  return prerendered.sort();
}

/** The address of a manifest key such as `/(members)/dashboard/page`: its segments, without route groups. */
function routeOf(key: string): string {
  return (
    '/' +
    key
      .split('/')
      .slice(1, -1)
      .filter((segment) => !/^\(.*\)$/.test(segment))
      .join('/')
  );
}

/** Every entry of the `(members)` route group in the build's app-paths manifest, at each of its addresses. */
function membersEntries(): MembersEntry[] {
  const manifest = readBuildFile<Record<string, string>>('server/app-paths-manifest.json');
  return Object.keys(manifest)
    .filter((key) => key.startsWith('/(members)/'))
    .flatMap((key): MembersEntry[] => {
      const kind = key.endsWith('/route') ? 'route' : 'page';
      const route = routeOf(key);
      const source = `app${key}.tsx`.replace(/\/route\.tsx$/, '/route.ts');
      return addressesOf(route).map((url) => ({ url, kind, source }));
    });
}

/** The paths the proxy runs on, as Next.js compiled its matcher into the build. */
function proxyMatchers(): RegExp[] {
  const { functions } = readBuildFile<{ functions: Record<string, { matchers: { regexp: string }[] }> }>(
    'server/functions-config-manifest.json',
  );
  return (functions['/_middleware']?.matchers ?? []).map(({ regexp }) => new RegExp(regexp));
}

const entries = membersEntries();

/** The address a test requests: the calendar route answers only for a reset day, and any valid day will do. */
const requestUrl = (entry: (typeof entries)[number]) =>
  entry.url === '/api/calendar' ? `${entry.url}?date=${new Date().toISOString().slice(0, 10)}` : entry.url;
const pages = entries.filter((entry) => entry.kind === 'page');

/**
 * The router state tree a client sends when it navigates to `url` from another
 * members' page: it already holds the members' layout, so Next.js skips that
 * layout and renders only the page (the shape that bypasses a layout-only check).
 */
function routerStateTree(url: string): string {
  const from = url === '/dashboard' ? 'daily-reset-tracker' : 'dashboard';
  const page = [from, { children: ['__PAGE__', {}] }];
  return encodeURIComponent(JSON.stringify(['', { children: ['(members)', { children: page }] }, null, null]));
}

const requestShapes: Record<string, (url: string) => Record<string, string>> = {
  'a page load': () => ({}),
  'a partial (RSC) navigation': (url) => ({ RSC: '1', 'Next-Router-State-Tree': routerStateTree(url) }),
  'an RSC prefetch': (url) => ({
    RSC: '1',
    'Next-Router-Prefetch': '1',
    'Next-Router-State-Tree': routerStateTree(url),
  }),
};

/**
 * A request as Next.js's client router sends it. An RSC request must carry the
 * `_rsc` hash of its router headers; without it the server answers 307 to the
 * same URL with the right hash, which the router (and so an attacker) follows.
 */
async function fetchAsTheRouter(url: URL, headers: Record<string, string>): Promise<Response> {
  const response = await fetch(url, { headers, redirect: 'manual' });
  const location = response.headers.get('location');
  if (response.status !== 307 || !location) return response;
  const next = new URL(location, url);
  if (next.pathname !== url.pathname || !next.searchParams.has('_rsc')) return response;
  return fetch(next, { headers, redirect: 'manual' });
}

/** Sessions of members signed out, revoked or refunded, and a cookie sealed with another secret, made as the browser tests' are. */
function makeDeadSessions(dataDir: string): void {
  const tsxCli = createRequire(path.join(root, 'package.json')).resolve('tsx/cli');
  const seeded = spawnSync(
    process.execPath,
    [tsxCli, '--conditions=react-server', 'tests/e2e/support/seed-members.ts'],
    { cwd: root, encoding: 'utf8', env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } },
  );
  if (seeded.status !== 0) throw new Error(`seed-members.ts failed: ${seeded.stderr}`);
}

function deadCookies(dataDir: string): Record<string, string | null> {
  const dead = JSON.parse(readFileSync(path.join(dataDir, 'e2e-dead-sessions.json'), 'utf8')) as DeadSessionCookies;
  return {
    'no cookie': null,
    'a made-up cookie': 'x',
    'a cookie sealed with another secret': dead.forged,
    'a signed-out session': dead.signedOut,
    'a revoked member': dead.revoked,
    'a refunded member': dead.refunded,
  };
}

it('the manifest lists every required members’ page, and the guide, tracker, calendar and journal routes', () => {
  expect(pages.map((entry) => entry.url).sort()).toEqual(
    [
      '/daily-reset-tracker',
      '/dashboard',
      '/product/reset/afternoon',
      '/product/reset/evening',
      '/product/reset/midday',
      '/product/reset/morning',
      '/product/reset/reflection',
      '/product/reset/welcome',
    ].sort(),
  );
  expect(entries.filter((entry) => entry.kind === 'route').map((entry) => entry.url)).toEqual(
    expect.arrayContaining([
      '/api/guide',
      '/api/tracker',
      '/api/tracker/html',
      '/api/calendar',
      '/assets/reflection-journal.html',
      '/assets/printable-guide.html',
    ]),
  );
});

/** The sign-in pages, which the proxy checks too: it sends a signed-in member on from /login, and answers an outage with 503. */
const SIGN_IN_PAGES = ['/login', '/sign-in'];

it('the proxy runs on every members’ page, the sign-in pages and no other page, as its matcher was built', () => {
  const matchers = proxyMatchers();
  const matched = (url: string) => matchers.some((matcher) => matcher.test(url));
  for (const { url } of pages) expect(matched(url), `${url} must be in the matcher of web/proxy.ts`).toBe(true);
  for (const url of SIGN_IN_PAGES) expect(matched(url), `${url} must be in the matcher of web/proxy.ts`).toBe(true);
  // Every other page, but the catch-all that answers 404 for any path nothing else takes.
  const others = Object.keys(readBuildFile<Record<string, string>>('server/app-paths-manifest.json')).filter(
    (key) =>
      key.endsWith('/page') &&
      !key.startsWith('/(members)/') &&
      !key.includes('[...') &&
      !SIGN_IN_PAGES.some((page) => key.endsWith(`${page}/page`)),
  );
  expect(others.length).toBeGreaterThan(5);
  for (const url of others.flatMap((key) => addressesOf(routeOf(key)))) {
    expect(matched(url), `${url} is not a members’ page`).toBe(false);
  }
});

/**
 * A page or route checks the session itself when it awaits requireMember() or
 * getCurrentMember(), or when its handler is a memberRoute or memberJsonRoute
 * (web/lib/http/routes.ts), which do so before the handler runs (checked below).
 */
const CHECKS_THE_SESSION = /await (requireMember|getCurrentMember)\(\)|export const (GET|POST) = member(Json)?Route\(/;

it('every members’ page and route checks the session itself, not only through a layout or the proxy', () => {
  for (const entry of entries) {
    const source = readFileSync(path.join(root, 'web', entry.source), 'utf8');
    expect(source, `${entry.source} must call requireMember() or getCurrentMember(), or be a memberRoute`).toMatch(
      CHECKS_THE_SESSION,
    );
  }
});

it('memberRoute answers 401 unless getCurrentMember() finds a member, before its handler runs', () => {
  const source = readFileSync(path.join(root, 'web/lib/http/routes.ts'), 'utf8');
  const wrapper = /export function memberRoute\([\s\S]*?\n}\n/.exec(source)?.[0] ?? '';
  expect(wrapper).toMatch(
    /const member = await getCurrentMember\(\);\s*if \(!member\) return jsonError\(401, [\s\S]*?\);\s*return handler\(member, request\);/,
  );
});

it('memberJsonRoute answers 401 unless getCurrentMember() finds a member, before it reads the body', () => {
  const source = readFileSync(path.join(root, 'web/lib/http/routes.ts'), 'utf8');
  const wrapper = /export function memberJsonRoute<[\s\S]*?\n}\n/.exec(source)?.[0] ?? '';
  expect(wrapper).toMatch(
    /const member = await getCurrentMember\(\);\s*if \(!member\) return jsonError\(401, [\s\S]*?\);\s*const parsed = await parseJsonBody\(/,
  );
});

describe('on a server of its own', () => {
  const server = useApiServer('guard', 68, { beforeStart: makeDeadSessions });

  it('without a live session nothing of the members’ area is answered', async () => {
    for (const [cookieName, cookie] of Object.entries(deadCookies(server.dataDir))) {
      for (const entry of entries) {
        for (const [shape, headersFor] of Object.entries(requestShapes)) {
          const target = requestUrl(entry);
          const headers: Record<string, string> = { ...headersFor(entry.url) };
          if (cookie !== null) headers.cookie = `reset_session=${cookie}`;
          const response = await fetchAsTheRouter(new URL(target, server.baseURL), headers);
          const what = `${shape} of ${target} with ${cookieName}`;
          if (entry.kind === 'page') {
            expect(response.status, what).toBe(307);
            expect(response.headers.get('location'), what).toMatch(/^\/login\?next=/);
          } else {
            expect(response.status, what).toBe(401);
          }
          expect(response.headers.get('content-type') ?? '', what).not.toMatch(/text\/x-component/);
        }
      }
    }
  });

  it('with a live session every members’ page and route answers (the check above is not vacuous), in a group of its own', async () => {
    for (const entry of entries) {
      const target = requestUrl(entry);
      const answer = await server.api(target, { method: 'GET', cookie: server.session });
      expect(answer.status, target).toBe(200);
      expect(
        answer.headers.get('cross-origin-opener-policy'),
        `${target}: see OWN_GROUP_PATHS in web/next.config.ts`,
      ).toBe('same-origin');
    }
    const morning = await fetchAsTheRouter(new URL('/product/reset/morning', server.baseURL), {
      RSC: '1',
      'Next-Router-State-Tree': routerStateTree('/product/reset/morning'),
      cookie: server.session,
    });
    expect(morning.status).toBe(200);
    expect(morning.headers.get('content-type')).toMatch(/text\/x-component/);
    expect(await morning.text()).toContain('Hydration Ritual');
  });
});
