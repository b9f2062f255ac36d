// Builds the site with fake production secrets, then fails if any of them, or anything
// shaped like a server credential, is in a file a browser can load.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import path from 'node:path';

import { browserFiles, scanFiles, type Secret } from './lib/secret-scan';

const root = path.resolve(import.meta.dirname, '..');
// Beside the main build's folder, so parallel runs (NEXT_DIST_DIR) keep apart.
const distDirName = `${process.env.NEXT_DIST_DIR || '.next'}-secret-scan`;
const distDir = path.join(root, 'web', distDirName);

const token = () => randomBytes(18).toString('hex');
const databasePassword = `dbpass${token()}`;
const smtpPassword = `smtppass${token()}`;
// `.invalid` never resolves: if the build tried to reach the database or the mail server, it would fail.
const secretEnv = {
  STRIPE_SECRET_KEY: `sk_test_${token()}`,
  STRIPE_WEBHOOK_SECRET: `whsec_${token()}`,
  SESSION_SECRET: `session-${token()}`,
  DATABASE_URL: `postgres://scan:${databasePassword}@db.invalid:5432/scan`,
  SANITY_REVALIDATE_SECRET: `revalidate-${token()}`,
  SANITY_API_READ_TOKEN: `sanity-token-${token()}`,
  SMTP_URL: `smtp://scan:${smtpPassword}@smtp.invalid:587`,
  MAIL_FROM: `"Secret scan" <scan-${token()}@example.invalid>`,
};
const secrets: Secret[] = [
  ...Object.entries(secretEnv).map(([name, value]) => ({ name, value })),
  { name: 'the password in DATABASE_URL', value: databasePassword },
  { name: 'the password in SMTP_URL', value: smtpPassword },
];

const env: NodeJS.ProcessEnv = {
  ...process.env,
  ...secretEnv,
  // Public by design: Stripe.js needs it in the browser.
  NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: `pk_test_${token()}`,
  NEXT_DIST_DIR: distDirName,
  // Unset: content comes from the local seed, so the build must not need Sanity either.
  SANITY_PROJECT_ID: undefined,
  SANITY_DATASET: undefined,
  SANITY_API_HOST: undefined,
};

rmSync(distDir, { recursive: true, force: true });
console.log(`Building into web/${distDirName} with fake production secrets…`);
const build = spawnSync(process.execPath, [path.join(root, 'scripts', 'build.mjs')], {
  cwd: root,
  env,
  stdio: 'inherit',
});
if (build.status !== 0) {
  console.error('The build with production secrets failed.');
  process.exit(build.status ?? 1);
}

const files = browserFiles(distDir, path.join(root, 'web', 'public'));
const scripts = files.filter((file) => file.endsWith('.js')).length;
const pages = files.filter((file) => file.endsWith('.html')).length;
if (scripts === 0 || pages === 0) {
  console.error(`Found ${scripts} scripts and ${pages} pages in web/${distDirName}: not a build; nothing was checked.`);
  process.exit(1);
}

const findings = scanFiles(files, secrets, root);
if (findings.length > 0) {
  console.error('Server-side secrets in files the browser can load:');
  for (const { file, secret } of findings) console.error(`  ${file}: ${secret}`);
  process.exit(1);
}
console.log(`No secret in ${files.length} browser-loadable files (${scripts} scripts, ${pages} pages).`);
