import { existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { ConfigError, describeAdapters, loadConfig } from './env';

const root = path.resolve(import.meta.dirname, '../..');
const load = (env: Record<string, string>) => loadConfig(env as NodeJS.ProcessEnv, root);
const tempDir = () => mkdtempSync(path.join(tmpdir(), 'env-'));

describe('loadConfig', () => {
  it('runs on the embedded engines when nothing is configured', () => {
    const dataDir = tempDir();
    const config = load({ DATA_DIR: dataDir });
    expect(config.production).toBe(false);
    expect(config.content).toEqual({
      kind: 'local',
      seedDir: path.join(root, 'studio', 'seed'),
      heldDir: path.join(dataDir, 'content'),
      studioUrl: 'http://localhost:3333',
    });
    expect(config.database.kind).toBe('pglite');
    expect(config.payments.kind).toBe('test');
    expect(config.mail.kind).toBe('files');
    expect(config.siteUrl).toBe('http://localhost:3000');
  });

  it('reads the embedded content from CONTENT_SEED_DIR, relative to the repository root', () => {
    expect(load({ CONTENT_SEED_DIR: '.data/seed-copy' }).content).toMatchObject({
      kind: 'local',
      seedDir: path.join(root, '.data', 'seed-copy'),
    });
    expect(describeAdapters(load({ CONTENT_SEED_DIR: '/srv/seed' }))).toContain(
      'content: local dataset /srv/seed/*.ndjson (groq-js)',
    );
  });

  it('prints one line per port naming the adapter in use', () => {
    const lines = describeAdapters(load({ DATA_DIR: '.data' }));
    expect(lines).toContain('database: PGlite at .data/pglite');
    expect(lines).toContain('content: local dataset studio/seed/*.ndjson (groq-js)');
    expect(lines.some((line) => line.startsWith('payments: test mode'))).toBe(true);
    expect(lines.some((line) => line.startsWith('mail: .eml files'))).toBe(true);
  });

  it('generates the embedded secrets once, readable by the owner only, and reuses them', () => {
    const dataDir = tempDir();
    const first = load({ DATA_DIR: dataDir }).secrets;
    const file = path.join(dataDir, 'secrets.json');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(load({ DATA_DIR: dataDir }).secrets).toEqual(first);
  });

  it('adds a preview secret to a secrets file written before previews, keeping the other secrets', () => {
    const dataDir = tempDir();
    const file = path.join(dataDir, 'secrets.json');
    writeFileSync(file, JSON.stringify({ sessionSecret: 's'.repeat(43), revalidateSecret: 'r'.repeat(43) }), {
      mode: 0o600,
    });
    const { previewSecret } = load({ DATA_DIR: dataDir }).secrets;
    expect(previewSecret.length).toBeGreaterThanOrEqual(32);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      sessionSecret: 's'.repeat(43),
      revalidateSecret: 'r'.repeat(43),
      previewSecret,
    });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(load({ DATA_DIR: dataDir }).secrets.previewSecret).toBe(previewSecret);
  });

  it('writes no preview secret for a site on Sanity, whose studio makes one per preview', () => {
    const dataDir = tempDir();
    const { secrets } = load({
      DATA_DIR: dataDir,
      SANITY_PROJECT_ID: 'abc123',
      SANITY_REVALIDATE_SECRET: 'w'.repeat(16),
      SESSION_SECRET: 'x'.repeat(32),
      PAYMENTS_TEST_MODE: 'true',
    });
    expect(secrets.sessionSecret).toBe('x'.repeat(32));
    expect(secrets.revalidateSecret).toBe('w'.repeat(16));
    expect(existsSync(path.join(dataDir, 'secrets.json'))).toBe(false);
  });

  it('writes no secrets file until a secret is needed (a build writes nothing)', () => {
    const dataDir = tempDir();
    load({ DATA_DIR: dataDir });
    expect(existsSync(path.join(dataDir, 'secrets.json'))).toBe(false);
  });

  it('picks PostgreSQL when DATABASE_URL is set, and then requires SESSION_SECRET', () => {
    expect(() => load({ DATABASE_URL: 'postgres://u:p@db.example:5432/app' })).toThrow(
      new ConfigError('SESSION_SECRET is required in production (32+ random characters).'),
    );
    const config = load({
      DATABASE_URL: 'postgres://u:p@db.example:5432/app',
      SESSION_SECRET: 'x'.repeat(32),
      PAYMENTS_TEST_MODE: 'true',
    });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u:p@db.example:5432/app' });
    expect(describeAdapters(config)).toContain('database: PostgreSQL at db.example:5432/app');
  });

  it('refuses a short session secret, naming the variable', () => {
    expect(() => load({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET must be at least 32 characters/);
  });

  it('takes a scheduler secret of 16+ characters, off when unset', () => {
    expect(load({}).cronSecret).toBeUndefined();
    expect(load({ CRON_SECRET: '  0123456789abcdef ' }).cronSecret).toBe('0123456789abcdef');
    expect(() => load({ CRON_SECRET: 'short' })).toThrow(/CRON_SECRET must be at least 16 characters/);
  });

  it('requires the secrets in production over https even on the embedded engines', () => {
    expect(() => load({ NODE_ENV: 'production', SITE_URL: 'https://reset.example' })).toThrow(/SESSION_SECRET/);
  });

  it('requires the webhook and publishable keys with a Stripe secret key', () => {
    expect(() => load({ STRIPE_SECRET_KEY: 'sk_test_1', SESSION_SECRET: 'x'.repeat(32) })).toThrow(
      /NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY is required/,
    );
  });

  it('requires the revalidation secret with a Sanity project', () => {
    expect(() => load({ SANITY_PROJECT_ID: 'abc123', SESSION_SECRET: 'x'.repeat(32) })).toThrow(
      /SANITY_REVALIDATE_SECRET is required/,
    );
  });

  it('refuses to take free test-mode payments in production unless test mode is asked for by name', () => {
    const stripeMissing = /STRIPE_SECRET_KEY is required in production.*PAYMENTS_TEST_MODE=true/s;
    const https = { NODE_ENV: 'production', SITE_URL: 'https://reset.example', SESSION_SECRET: 'x'.repeat(32) };
    expect(() => load(https)).toThrow(stripeMissing);
    const withDatabase = { DATABASE_URL: 'postgres://u:p@db.example:5432/app', SESSION_SECRET: 'x'.repeat(32) };
    expect(() => load(withDatabase)).toThrow(stripeMissing);
    expect(() => load({ ...https, PAYMENTS_TEST_MODE: 'false' })).toThrow(stripeMissing);
    expect(load({ ...https, PAYMENTS_TEST_MODE: 'true' }).payments).toEqual({ kind: 'test' });
    expect(() => load({ ...https, PAYMENTS_TEST_MODE: 'yes' })).toThrow(/PAYMENTS_TEST_MODE must be true or false/);
  });

  it('takes test cards only on a site this machine alone can reach, unless asked for by name', () => {
    const stripeMissing = /STRIPE_SECRET_KEY is required .*PAYMENTS_TEST_MODE=true/;
    const secret = { SESSION_SECRET: 'x'.repeat(32) };
    for (const siteUrl of ['http://shop.example', 'http://192.0.2.10:3000', 'http://[2001:db8::1]']) {
      expect(() => load({ ...secret, NODE_ENV: 'production', SITE_URL: siteUrl })).toThrow(stripeMissing);
      expect(() => load({ ...secret, NODE_ENV: 'development', SITE_URL: siteUrl })).toThrow(stripeMissing);
      expect(load({ ...secret, SITE_URL: siteUrl, PAYMENTS_TEST_MODE: 'true' }).payments).toEqual({ kind: 'test' });
    }
    // A production server for others needs its own secrets, over http too.
    expect(() => load({ NODE_ENV: 'production', SITE_URL: 'http://shop.example', PAYMENTS_TEST_MODE: 'true' })).toThrow(
      /SESSION_SECRET/,
    );
    for (const siteUrl of [
      'http://localhost:3000',
      'http://127.0.0.1:3100',
      'http://[::1]:3000',
      'http://app.localhost',
    ]) {
      expect(load({ NODE_ENV: 'production', SITE_URL: siteUrl }).payments).toEqual({ kind: 'test' });
    }
  });

  it('refuses Stripe keys and PAYMENTS_TEST_MODE=true together', () => {
    const stripe = {
      SESSION_SECRET: 'x'.repeat(32),
      STRIPE_SECRET_KEY: 'sk_test_1',
      NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
    };
    expect(load(stripe).payments.kind).toBe('stripe');
    expect(() => load({ ...stripe, PAYMENTS_TEST_MODE: 'true' })).toThrow(/choose one/);
  });

  it('treats empty variables as unset', () => {
    expect(load({ DATA_DIR: tempDir(), DATABASE_URL: '', STRIPE_SECRET_KEY: '' }).production).toBe(false);
  });
});
