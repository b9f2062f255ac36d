// The storefront's answers in the words its pages show, the private pages'
// headers, and the one server a data folder may have.
import { spawn } from 'node:child_process';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { securityHeaderProblems } from '../support/security-headers';
import { EMAIL_PREVIEW_PAGES, PUBLIC_PAGES } from '../support/site-paths';
import { useApiServer } from './support/server';

const root = path.resolve(import.meta.dirname, '../..');

/** A page as a person reads it without scripts: its title and text. */
const readable = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('the storefront on a server of its own', () => {
  const server = useApiServer('storefront', 69, { signedIn: false });
  const post = (pathname: string, body: string) =>
    server.api(pathname, { body, headers: { 'content-type': 'application/json' } });

  it('POST /api/subscribe answers 200 for a new address and 409 when it is already subscribed', async () => {
    const email = `reader-${Date.now()}@example.com`;
    expect(await post('/api/subscribe', JSON.stringify({ email }))).toMatchObject({
      status: 200,
      json: { message: 'Thank you for subscribing to our newsletter!' },
    });
    expect(await post('/api/subscribe', JSON.stringify({ email: email.toUpperCase() }))).toMatchObject({
      status: 409,
      json: { error: 'This email is already subscribed to our newsletter.' },
    });
  });

  it('POST /api/subscribe answers 400 with a clear message for a body that is not JSON or not an object', async () => {
    expect(await post('/api/subscribe', '{"email":')).toMatchObject({
      status: 400,
      json: { error: 'Request body must be valid JSON.' },
    });
    expect(await post('/api/subscribe', JSON.stringify(['a@example.com']))).toMatchObject({
      status: 400,
      json: { error: 'Request body must be a JSON object.' },
    });
  });

  it('POST /api/contact answers a valid message 201, in the words the page shows', async () => {
    const message = { name: 'Ada', email: 'ada@example.com', subject: 'A question', message: 'Is the reset vegan?' };
    expect(await post('/api/contact', JSON.stringify(message))).toMatchObject({
      status: 201,
      json: { message: 'Message sent successfully!' },
    });
  });

  it('the JSON API answers with the security headers the pages carry, in a browsing context group of its own', async () => {
    const { headers } = await server.api('/api/user', { method: 'GET' });
    expect(securityHeaderProblems(headers)).toEqual([]);
    expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
  });

  it('the success page, its credentials check and the sign-in page send no referrer, are never cached and keep their own group', async () => {
    for (const pathname of [
      '/payment-success',
      '/success',
      '/sign-in',
      '/api/payment-success/pi_test_0123456789abcdef',
    ]) {
      const { headers } = await server.api(pathname, { method: 'GET' });
      expect(headers.get('referrer-policy'), pathname).toBe('no-referrer');
      expect(headers.get('cache-control'), pathname).toContain('no-store');
      expect(headers.get('cross-origin-opener-policy'), pathname).toBe('same-origin');
    }
  });

  it('the pages where a person types a password or pays keep their own group, and the pages that only inform do not', async () => {
    for (const pathname of ['/login', '/checkout']) {
      const { status, headers } = await server.api(pathname, { method: 'GET' });
      expect(status, pathname).toBe(200);
      expect(headers.get('cross-origin-opener-policy'), pathname).toBe('same-origin');
    }
    for (const pathname of PUBLIC_PAGES) {
      const { headers } = await server.api(pathname, { method: 'GET' });
      expect(headers.get('cross-origin-opener-policy'), pathname).toBeNull();
    }
  });

  it('outside draft mode the e-mails’ previews are the 404 of any unknown path, which tells nothing of them', async () => {
    const madeUp = await server.api('/no-such-page-at-all', { method: 'GET' });
    expect(madeUp.status).toBe(404);
    expect(readable(madeUp.text)).toContain('404');
    for (const pathname of [...EMAIL_PREVIEW_PAGES, '/preview/emails/no-such-kind']) {
      const answer = await server.api(pathname, { method: 'GET' });
      expect(answer.status, pathname).toBe(404);
      expect(readable(answer.text), pathname).toBe(readable(madeUp.text));
    }
  });

  it('a second server on the same DATA_DIR exits with a clear message and the first keeps working', async () => {
    const second = spawn(process.execPath, [path.join(root, 'scripts/serve.mjs')], {
      cwd: root,
      env: { ...process.env, PORT: String(Number(process.env.E2E_PORT ?? 3100) + 99), DATA_DIR: server.dataDir },
    });
    let output = '';
    second.stdout.on('data', (chunk) => (output += chunk));
    second.stderr.on('data', (chunk) => (output += chunk));
    const exitCode = await new Promise<number | null>((resolve) => second.on('exit', resolve));

    expect(exitCode).toBe(1);
    expect(output).toContain('is in use by another process');
    expect((await post('/api/subscribe', JSON.stringify({ email: `still-up-${Date.now()}@example.com` }))).status).toBe(
      200,
    );
  });
});
