import 'server-only';

import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { isIPv4 } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

// The one place that reads `process.env`: each port's adapter is picked here, so no page branches on it.

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

const envSchema = z.preprocess(
  // An empty variable is an unset one.
  (source) => Object.fromEntries(Object.entries(source as object).filter(([, value]) => value !== '')),
  z.object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    SITE_URL: httpUrl.optional(),
    DATA_DIR: z.string().default('.data'),
    CONTENT_SEED_DIR: z.string().default('studio/seed'),
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }).optional(),
    DATABASE_SOCKET_PORT: z
      .union([z.literal('off'), z.coerce.number().int().min(0).max(65535)], 'must be a port number or off')
      .default(5433),
    SANITY_PROJECT_ID: z
      .string()
      .regex(/^[a-z0-9-]+$/, 'must be a Sanity project id')
      .optional(),
    SANITY_DATASET: z
      .string()
      .regex(/^[a-z0-9_-]+$/)
      .default('production'),
    SANITY_API_READ_TOKEN: z.string().optional(),
    SANITY_API_HOST: z.url().optional(),
    SANITY_STUDIO_URL: httpUrl.default('http://localhost:3333'),
    SANITY_REVALIDATE_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
    CRON_SECRET: z.string().trim().min(16, 'must be at least 16 characters').optional(),
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_/, 'must start with sk_ or rk_')
      .optional(),
    STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_', 'must start with whsec_').optional(),
    NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: z.string().startsWith('pk_', 'must start with pk_').optional(),
    PAYMENTS_TEST_MODE: z.enum(['true', 'false'], 'must be true or false').default('false'),
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
    MAIL_FROM: z.string().min(3).optional(),
    // Set by scripts/serve.mjs for this process alone, to make it catch up with content revalidations.
    CONTENT_CATCH_UP_TOKEN: z.string().min(32).optional(),
  }),
);

type Env = z.infer<typeof envSchema>;

export type DatabaseConfig =
  /** socketPort: where the server also serves PGlite over the Postgres protocol (127.0.0.1), unless 'off'. */
  { kind: 'pglite'; dir: string; socketPort: number | 'off' } | { kind: 'postgres'; url: string };

/** previewSecret: what a preview link carries with the embedded content; with Sanity the studio makes one per preview. */
interface Secrets {
  sessionSecret: string;
  revalidateSecret: string;
  previewSecret: string;
}

export type Config = ReturnType<typeof loadConfig>;

/** A configuration the server must not start with; the message names the variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** localhost, a name under it, 127.0.0.0/8 or ::1: a site only this machine can reach. */
function isLoopback(hostname: string): boolean {
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

function parse<S extends z.ZodType>(schema: S, source: Record<string, string | undefined>): z.infer<S> {
  const result = schema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
  throw new ConfigError(`Invalid environment: ${problems.join('; ')}`);
}

function requireVar<K extends keyof Env>(env: Env, name: K, why: string): NonNullable<Env[K]> {
  const value = env[name];
  if (value === undefined) throw new ConfigError(`${name} is required ${why}.`);
  return value as NonNullable<Env[K]>;
}

function database(env: Pick<Env, 'DATABASE_URL' | 'DATABASE_SOCKET_PORT'>, dataDir: string): DatabaseConfig {
  return env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'pglite', dir: path.join(dataDir, 'pglite'), socketPort: env.DATABASE_SOCKET_PORT };
}

/** Reads the environment into a Config; the embedded secrets file is written only once a secret is read. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()) {
  const env = parse(envSchema, source);
  const projectRoot = findProjectRoot(cwd);
  const dataDir = path.resolve(/*turbopackIgnore: true*/ projectRoot, env.DATA_DIR);
  const siteUrl = (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');

  const studioUrl = env.SANITY_STUDIO_URL.replace(/\/+$/, '');
  const content = env.SANITY_PROJECT_ID
    ? {
        kind: 'sanity' as const,
        projectId: env.SANITY_PROJECT_ID,
        dataset: env.SANITY_DATASET,
        token: env.SANITY_API_READ_TOKEN,
        apiHost: env.SANITY_API_HOST,
        studioUrl,
      }
    : {
        kind: 'local' as const,
        seedDir: path.resolve(/*turbopackIgnore: true*/ projectRoot, env.CONTENT_SEED_DIR),
        // Where `npm run content:watch` keeps the last dataset that passed validation.
        heldDir: path.join(dataDir, 'content'),
        studioUrl,
      };

  const payments = env.STRIPE_SECRET_KEY
    ? {
        kind: 'stripe' as const,
        secretKey: env.STRIPE_SECRET_KEY,
        publishableKey: requireVar(env, 'NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY', 'when STRIPE_SECRET_KEY is set'),
        webhookSecret: requireVar(env, 'STRIPE_WEBHOOK_SECRET', 'when STRIPE_SECRET_KEY is set'),
      }
    : { kind: 'test' as const };

  const mail = env.SMTP_URL
    ? { kind: 'smtp' as const, url: env.SMTP_URL, from: requireVar(env, 'MAIL_FROM', 'when SMTP_URL is set') }
    : { kind: 'files' as const, dir: path.join(dataDir, 'mail') };

  const servesOthers = !isLoopback(new URL(siteUrl).hostname);
  const production =
    content.kind !== 'local' ||
    env.DATABASE_URL !== undefined ||
    payments.kind !== 'test' ||
    mail.kind !== 'files' ||
    (env.NODE_ENV === 'production' && servesOthers);
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
  if ((production || servesOthers) && payments.kind === 'test' && !testModeAskedFor) {
    throw new ConfigError(
      'STRIPE_SECRET_KEY is required in production and wherever SITE_URL is not this machine (with ' +
        'NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET); to take test-mode payments on ' +
        'purpose, set PAYMENTS_TEST_MODE=true.',
    );
  }
  let secrets: Secrets | undefined;

  return {
    production,
    port: env.PORT,
    siteUrl,
    projectRoot,
    dataDir,
    content,
    database: database(env, dataDir),
    payments,
    mail,
    /** What a scheduler sends as `Authorization: Bearer …`; unset, scheduled jobs are refused. */
    cronSecret: env.CRON_SECRET,
    catchUpToken: env.CONTENT_CATCH_UP_TOKEN,
    get secrets(): Secrets {
      secrets ??= {
        sessionSecret: env.SESSION_SECRET ?? embeddedSecrets(dataDir).sessionSecret,
        revalidateSecret: env.SANITY_REVALIDATE_SECRET ?? embeddedSecrets(dataDir).revalidateSecret,
        // Read only by the embedded content's previews: a site on Sanity never writes a secrets file for it.
        get previewSecret() {
          return embeddedSecrets(dataDir).previewSecret;
        },
      };
      return secrets;
    },
  };
}

const newSecret = () => randomBytes(32).toString('base64url');

/** An embedded run's secrets, generated once into DATA_DIR/secrets.json (0600), so sessions survive a restart. */
function embeddedSecrets(dataDir: string): Secrets {
  const file = path.join(/*turbopackIgnore: true*/ dataDir, 'secrets.json');
  const stored = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<Secrets>) : undefined;
  if (stored?.previewSecret) return stored as Secrets;
  const secrets = { sessionSecret: newSecret(), revalidateSecret: newSecret(), ...stored, previewSecret: newSecret() };
  const incoming = `${file}.${process.pid}.incoming`;
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(incoming, JSON.stringify(secrets, null, 2) + '\n', { mode: 0o600 });
  try {
    // Put in place whole; a new file only if none appeared meanwhile, so two processes starting at once agree.
    if (stored) renameSync(incoming, file);
    else linkSync(incoming, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return embeddedSecrets(dataDir);
  } finally {
    rmSync(incoming, { force: true });
  }
  return secrets;
}

/** One line per port, printed at start so an operator sees what the server talks to. */
export function describeAdapters(config: Config): string[] {
  const relative = (p: string) => {
    const rel = path.relative(config.projectRoot, p);
    return rel.startsWith('..') ? p : rel || '.';
  };
  const redact = (url: string) => {
    const { host, pathname } = new URL(url);
    return `${host}${pathname === '/' ? '' : pathname}`;
  };
  const { content, database, payments, mail } = config;
  return [
    content.kind === 'local'
      ? `content: local dataset ${relative(content.seedDir)}/*.ndjson (groq-js)`
      : `content: Sanity project ${content.projectId}, dataset ${content.dataset}`,
    database.kind === 'pglite'
      ? `database: PGlite at ${relative(database.dir)}`
      : `database: PostgreSQL at ${redact(database.url)}`,
    payments.kind === 'test'
      ? 'payments: test mode (no real payment is taken)'
      : `payments: Stripe (${payments.secretKey.includes('_live_') ? 'live' : 'test'} keys)`,
    mail.kind === 'files' ? `mail: .eml files in ${relative(mail.dir)}` : `mail: SMTP via ${redact(mail.url)}`,
    `site: ${config.siteUrl}`,
  ];
}

/** True while `next build` prerenders pages: no database, no start-up work. */
export function isBuildPhase(): boolean {
  return process.env.NEXT_PHASE === 'phase-production-build';
}

/** Only the database, for support tools (`npm run member`), which need no other secret. */
export function loadDatabaseConfig(source: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()) {
  const { DATA_DIR, DATABASE_URL, DATABASE_SOCKET_PORT } = source;
  const env = parse(envSchema, { DATA_DIR, DATABASE_URL, DATABASE_SOCKET_PORT });
  return database(env, path.resolve(/*turbopackIgnore: true*/ findProjectRoot(cwd), env.DATA_DIR));
}

const globalForConfig = globalThis as typeof globalThis & { __resetConfig?: Config };

export function getConfig(): Config {
  globalForConfig.__resetConfig ??= loadConfig();
  return globalForConfig.__resetConfig;
}
