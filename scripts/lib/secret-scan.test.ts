import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { browserFiles, findSecrets, scanFiles, type Secret } from './secret-scan';

const secrets: Secret[] = [
  { name: 'SESSION_SECRET', value: 'session-0123456789abcdef0123456789abcdef' },
  { name: 'the password in DATABASE_URL', value: 'dbpass5f3a9c' },
];

/** A folder laid out like a Next.js build and the site's public folder, with the given files. */
function fakeSite(files: Record<string, string>) {
  const root = mkdtempSync(path.join(tmpdir(), 'secret-scan-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  const scan = () =>
    scanFiles(browserFiles(path.join(root, 'dist'), path.join(root, 'public')), secrets, root).sort((a, b) =>
      `${a.file} ${a.secret}`.localeCompare(`${b.file} ${b.secret}`),
    );
  return { scan };
}

describe('the secret scan', () => {
  it('names the file and the secret when a secret is planted in a browser bundle, a page or public/', () => {
    const site = fakeSite({
      'dist/static/chunks/app.js': `var a="${secrets[0]!.value}";`,
      'dist/server/app/index.html': '<p>connect to postgres://u:dbpass5f3a9c@db/x</p>',
      'dist/server/app/about.segments/_tree.rsc': '0:["sk_test_51Habc"]',
      'dist/server/app/robots.txt.body': 'Sitemap: smtp://mail',
      'public/notes.txt': 'whsec_abc and rk_live_abc',
    });
    expect(site.scan()).toEqual([
      { file: 'dist/server/app/about.segments/_tree.rsc', secret: 'a Stripe test secret key (sk_test_)' },
      { file: 'dist/server/app/index.html', secret: 'a database URL (postgres://)' },
      { file: 'dist/server/app/index.html', secret: 'the password in DATABASE_URL' },
      { file: 'dist/server/app/robots.txt.body', secret: 'a mail server URL (smtp://)' },
      { file: 'dist/static/chunks/app.js', secret: 'SESSION_SECRET' },
      { file: 'public/notes.txt', secret: 'a Stripe restricted key (rk_)' },
      { file: 'public/notes.txt', secret: 'a Stripe webhook secret (whsec_)' },
    ]);
  });

  it('passes a clean build and never looks at server bundles', () => {
    const site = fakeSite({
      'dist/static/chunks/app.js': 'const network_error=1, bookmark_id=2, pk_test_123="public";',
      'dist/server/app/index.html': '<p>Hello</p>',
      // Server code may hold secrets; it never leaves the server.
      'dist/server/chunks/ssr.js': `const url="postgres://u:${secrets[1]!.value}@db/x";`,
      'public/icon.svg': '<svg/>',
    });
    expect(site.scan()).toEqual([]);
  });

  it('finds a secret that was URL-encoded on its way into a page', () => {
    expect(findSecrets('href="/x?s=a%2Fb%3Dlong-value"', [{ name: 'S', value: 'a/b=long-value' }])).toEqual(['S']);
  });

  it('refuses a value too short to mean anything', () => {
    expect(() => scanFiles([], [{ name: 'S', value: 'short' }], '.')).toThrow(/too short/);
  });
});
