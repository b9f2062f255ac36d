import 'server-only';

import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { isIPv4 } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/**
 * The one place that reads `process.env`. Everything else asks `getConfig()`.
 * Each port's adapter is picked here from validated variables, so a page can
 * never branch on which service is configured.
 */

const unsetIfEmpty = (value: unknown) => (value === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(unsetIfEmpty, schema.optional());

const envSchema = z.object({
  NODE_ENV: z.preprocess(unsetIfEmpty, z.enum(['development', 'production', 'test']).default('development')),
  PORT: z.preprocess(unsetIfEmpty, z.coerce.number().int().min(1).max(65535).default(3000)),
  SITE_URL: optional(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' })),
  DATA_DIR: optional(z.string()),
  CONTENT_SEED_DIR: optional(z.string()),
  SESSION_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  DATABASE_URL: optional(z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' })),
  DATABASE_SOCKET_PORT: z.preprocess(
    unsetIfEmpty,
    z
      .union([z.literal('off'), z.coerce.number().int().min(0).max(65535)], 'must be a port number or off')
      .default(5433),
  ),
  SANITY_PROJECT_ID: optional(z.string().regex(/^[a-z0-9-]+$/, 'must be a Sanity project id')),
  SANITY_DATASET: z.preprocess(
    unsetIfEmpty,
    z
      .string()
      .regex(/^[a-z0-9_-]+$/)
      .default('production'),
  ),
  SANITY_API_READ_TOKEN: optional(z.string()),
  SANITY_API_HOST: optional(z.url()),
  SANITY_STUDIO_URL: z.preprocess(
    unsetIfEmpty,
    z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).default('http://localhost:3333'),
  ),
  SANITY_REVALIDATE_SECRET: optional(z.string().min(16, 'must be at least 16 characters')),
  CRON_SECRET: optional(z.string().trim().min(16, 'must be at least 16 characters')),
  STRIPE_SECRET_KEY: optional(z.string().regex(/^(sk|rk)_/, 'must start with sk_ or rk_')),
  STRIPE_WEBHOOK_SECRET: optional(z.string().startsWith('whsec_', 'must start with whsec_')),
  NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: optional(z.string().startsWith('pk_', 'must start with pk_')),
  PAYMENTS_TEST_MODE: z.preprocess(unsetIfEmpty, z.enum(['true', 'false'], 'must be true or false').default('false')),
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })),
  MAIL_FROM: optional(z.string().min(3)),
  CONTENT_CATCH_UP_TOKEN: optional(z.string().min(32)),
});

type Env = z.infer<typeof envSchema>;

export type ContentConfig = (
  | {
      kind: 'local';
      seedDir: string;
      /** Where `npm run content:watch` keeps the last dataset that passed validation (./content/local.ts). */
      heldDir: string;
    }
  | { kind: 'sanity'; projectId: string; dataset: string; token?: string; apiHost?: string }
) & {
  /** The studio the preview's click-to-edit overlays open (./content/stega.ts). */
  studioUrl: string;
};

export type DatabaseConfig =
  /** socketPort: where the server also serves PGlite over the Postgres protocol (127.0.0.1), unless 'off'. */
  { kind: 'pglite'; dir: string; socketPort: number | 'off' } | { kind: 'postgres'; url: string };

export type PaymentsConfig =
  { kind: 'test' } | { kind: 'stripe'; secretKey: string; publishableKey: string; webhookSecret: string };

export type MailConfig = { kind: 'files'; dir: string } | { kind: 'smtp'; url: string; from: string };

export interface Secrets {
  sessionSecret: string;
  revalidateSecret: string;
  /**
   * What a preview link carries to turn draft mode on with the embedded
   * content (./content/draft-mode.ts). With Sanity, the studio makes a
   * short-lived secret per preview instead, so this one is never used there.
   */
  previewSecret: string;
}

export interface Config {
  production: boolean;
  port: number;
  siteUrl: string;
  projectRoot: string;
  dataDir: string;
  content: ContentConfig;
  database: DatabaseConfig;
  payments: PaymentsConfig;
  mail: MailConfig;
  secrets: Secrets;
  /**
   * What a scheduler sends as `Authorization: Bearer …` to run the outbox; unset,
   * the scheduled endpoint refuses every call. Never generated: a secret nobody
   * configured could not be given to the scheduler anyway.
   */
  cronSecret: string | undefined;
  /**
   * Set by scripts/serve.mjs for this process alone: what it sends to make the
   * process catch up with content revalidations (./content/revalidations.ts).
   */
  catchUpToken: string | undefined;
}

/** A configuration the server must not start with; the message names the variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** localhost, a name under it, 127.0.0.0/8 or ::1: a site only this machine can reach. */
export function isLoopback(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return (
    host === 'localhost' || host.endsWith('.localhost') || host === '::1' || (isIPv4(host) && host.startsWith('127.'))
  );
}

/** The repository root: the nearest folder upwards whose package.json declares workspaces. */
export function findProjectRoot(from: string = process.cwd()): string {
  let dir = path.resolve(/*turbopackIgnore: true*/ from);
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && 'workspaces' in JSON.parse(readFileSync(manifest, 'utf8'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) return path.resolve(/*turbopackIgnore: true*/ from);
    dir = parent;
  }
}

function parseEnv(source: NodeJS.ProcessEnv): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
  throw new ConfigError(`Invalid environment: ${problems.join('; ')}`);
}

function requireVar<K extends keyof Env>(env: Env, name: K, why: string): NonNullable<Env[K]> {
  const value = env[name];
  if (value === undefined || value === null) throw new ConfigError(`${String(name)} is required ${why}.`);
  return value as NonNullable<Env[K]>;
}

/**
 * Reads the environment into a Config. Pure apart from the embedded secrets file,
 * which it creates (mode 0600) the first time an embedded run needs it.
 */
export function loadConfig(source: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): Config {
  const env = parseEnv(source);
  const projectRoot = findProjectRoot(cwd);
  const dataDir = path.resolve(/*turbopackIgnore: true*/ projectRoot, env.DATA_DIR ?? '.data');
  const siteUrl = (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');

  const studioUrl = env.SANITY_STUDIO_URL.replace(/\/+$/, '');
  const content: ContentConfig = env.SANITY_PROJECT_ID
    ? {
        kind: 'sanity',
        projectId: env.SANITY_PROJECT_ID,
        dataset: env.SANITY_DATASET,
        token: env.SANITY_API_READ_TOKEN,
        apiHost: env.SANITY_API_HOST,
        studioUrl,
      }
    : {
        kind: 'local',
        seedDir: path.resolve(/*turbopackIgnore: true*/ projectRoot, env.CONTENT_SEED_DIR ?? 'studio/seed'),
        heldDir: path.join(dataDir, 'content'),
        studioUrl,
      };

  const database: DatabaseConfig = env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'pglite', dir: path.join(dataDir, 'pglite'), socketPort: env.DATABASE_SOCKET_PORT };

  const payments: PaymentsConfig = env.STRIPE_SECRET_KEY
    ? {
        kind: 'stripe',
        secretKey: env.STRIPE_SECRET_KEY,
        publishableKey: requireVar(env, 'NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY', 'when STRIPE_SECRET_KEY is set'),
        webhookSecret: requireVar(env, 'STRIPE_WEBHOOK_SECRET', 'when STRIPE_SECRET_KEY is set'),
      }
    : { kind: 'test' };

  const mail: MailConfig = env.SMTP_URL
    ? { kind: 'smtp', url: env.SMTP_URL, from: requireVar(env, 'MAIL_FROM', 'when SMTP_URL is set') }
    : { kind: 'files', dir: path.join(dataDir, 'mail') };

  const anyProductionAdapter =
    content.kind !== 'local' || database.kind !== 'pglite' || payments.kind !== 'test' || mail.kind !== 'files';
  const servesOthers = !isLoopback(new URL(siteUrl).hostname);
  const production = anyProductionAdapter || (env.NODE_ENV === 'production' && servesOthers);

  const explicit = {
    sessionSecret: env.SESSION_SECRET,
    revalidateSecret: env.SANITY_REVALIDATE_SECRET,
  };
  if (production) {
    requireVar(env, 'SESSION_SECRET', 'in production (32+ random characters)');
    if (content.kind === 'sanity') {
      requireVar(env, 'SANITY_REVALIDATE_SECRET', 'when SANITY_PROJECT_ID is set (the webhook secret)');
    }
  }
  // A production site that silently fell back to the test card form would give the programme away.
  const testModeAskedFor = env.PAYMENTS_TEST_MODE === 'true';
  if (payments.kind === 'stripe' && testModeAskedFor) {
    throw new ConfigError('PAYMENTS_TEST_MODE=true and STRIPE_SECRET_KEY are both set: choose one.');
  }
  // Test cards are for a site on this machine; anywhere else only by name.
  if ((production || servesOthers) && payments.kind === 'test' && !testModeAskedFor) {
    throw new ConfigError(
      'STRIPE_SECRET_KEY is required in production and wherever SITE_URL is not this machine (with ' +
        'NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET); to take test-mode payments on ' +
        'purpose, set PAYMENTS_TEST_MODE=true.',
    );
  }
  // Embedded secrets are read (or created) on first use, so a build writes nothing.
  let secrets: Secrets | undefined;
  const getSecrets = (): Secrets => {
    secrets ??= {
      sessionSecret: explicit.sessionSecret ?? embeddedSecrets(dataDir).sessionSecret,
      revalidateSecret: explicit.revalidateSecret ?? embeddedSecrets(dataDir).revalidateSecret,
      // Read when a preview link is checked, which only the embedded content does: a
      // production site on Sanity never writes a secrets file for it.
      get previewSecret() {
        return embeddedSecrets(dataDir).previewSecret;
      },
    };
    return secrets;
  };

  return {
    production,
    port: env.PORT,
    siteUrl,
    projectRoot,
    dataDir,
    content,
    database,
    payments,
    mail,
    cronSecret: env.CRON_SECRET,
    catchUpToken: env.CONTENT_CATCH_UP_TOKEN,
    get secrets() {
      return getSecrets();
    },
  };
}

/**
 * An embedded run needs no configuration: it generates its secrets once and keeps
 * them in DATA_DIR/secrets.json, so sessions survive a restart.
 */
export function embeddedSecrets(dataDir: string): Secrets {
  const file = path.join(/*turbopackIgnore: true*/ dataDir, 'secrets.json');
  if (existsSync(file)) return withPreviewSecret(file, JSON.parse(readFileSync(file, 'utf8')) as Partial<Secrets>);
  mkdirSync(dataDir, { recursive: true });
  const secrets: Secrets = {
    sessionSecret: newSecret(),
    revalidateSecret: newSecret(),
    previewSecret: newSecret(),
  };
  try {
    writeFileSync(file, JSON.stringify(secrets, null, 2) + '\n', { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process created it first; theirs wins so both agree.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return embeddedSecrets(dataDir);
  }
  chmodSync(file, 0o600);
  return secrets;
}

const newSecret = () => randomBytes(32).toString('base64url');

/**
 * A secrets file without a preview secret gains one,
 * written beside and renamed over it, so a reader never sees half a file.
 */
function withPreviewSecret(file: string, stored: Partial<Secrets>): Secrets {
  if (stored.previewSecret) return stored as Secrets;
  const upgraded = { ...stored, previewSecret: newSecret() } as Secrets;
  const incoming = `${file}.${process.pid}.incoming`;
  writeFileSync(incoming, JSON.stringify(upgraded, null, 2) + '\n', { mode: 0o600 });
  renameSync(incoming, file);
  return upgraded;
}

/** One line per port, printed at start so an operator sees what the server talks to. */
export function describeAdapters(config: Config): string[] {
  const relative = (p: string) => {
    const rel = path.relative(config.projectRoot, p);
    return rel.startsWith('..') ? p : rel || '.';
  };
  const content =
    config.content.kind === 'local'
      ? `content: local dataset ${relative(config.content.seedDir)}/*.ndjson (groq-js)`
      : `content: Sanity project ${config.content.projectId}, dataset ${config.content.dataset}`;
  const database =
    config.database.kind === 'pglite'
      ? `database: PGlite at ${relative(config.database.dir)}`
      : `database: PostgreSQL at ${redactUrl(config.database.url)}`;
  const payments =
    config.payments.kind === 'test'
      ? 'payments: test mode (no real payment is taken)'
      : `payments: Stripe (${config.payments.secretKey.includes('_live_') ? 'live' : 'test'} keys)`;
  const mail =
    config.mail.kind === 'files'
      ? `mail: .eml files in ${relative(config.mail.dir)}`
      : `mail: SMTP via ${redactUrl(config.mail.url)}`;
  return [content, database, payments, mail, `site: ${config.siteUrl}`];
}

function redactUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.hostname}${parsed.port ? `:${parsed.port}` : ''}${parsed.pathname === '/' ? '' : parsed.pathname}`;
}

/** True while `next build` prerenders pages: no database, no start-up work. */
export function isBuildPhase(): boolean {
  return process.env.NEXT_PHASE === 'phase-production-build';
}

const globalForConfig = globalThis as typeof globalThis & { __resetConfig?: Config };

/**
 * Only the database, for support tools (`npm run member`): they need no
 * session secret or payment keys, so a production configuration without them
 * is not an error here. Also says where an embedded server on the same
 * DATA_DIR would publish its Postgres socket.
 */
export function loadDatabaseConfig(
  source: NodeJS.ProcessEnv = process.env,
  cwd: string = process.cwd(),
): DatabaseConfig {
  const result = envSchema.pick({ DATA_DIR: true, DATABASE_URL: true, DATABASE_SOCKET_PORT: true }).safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
    throw new ConfigError(`Invalid environment: ${problems.join('; ')}`);
  }
  const { DATA_DIR, DATABASE_URL, DATABASE_SOCKET_PORT } = result.data;
  if (DATABASE_URL) return { kind: 'postgres', url: DATABASE_URL };
  const dataDir = path.resolve(/*turbopackIgnore: true*/ findProjectRoot(cwd), DATA_DIR ?? '.data');
  return { kind: 'pglite', dir: path.join(dataDir, 'pglite'), socketPort: DATABASE_SOCKET_PORT };
}

/** The process's configuration, loaded once. */
export function getConfig(): Config {
  globalForConfig.__resetConfig ??= loadConfig();
  return globalForConfig.__resetConfig;
}
