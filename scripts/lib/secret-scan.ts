// What `scripts/secret-scan.ts` looks for, and where, apart from the build so a test can plant a secret.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface Secret {
  name: string;
  value: string;
}

/** Shapes of server-side credentials, whatever their value; the left boundary keeps `rk_` out of `network_`. */
export const CREDENTIAL_SHAPES: { name: string; pattern: RegExp }[] = [
  { name: 'a Stripe live secret key (sk_live_)', pattern: /(?<![A-Za-z0-9])sk_live_/ },
  { name: 'a Stripe test secret key (sk_test_)', pattern: /(?<![A-Za-z0-9])sk_test_/ },
  { name: 'a Stripe restricted key (rk_)', pattern: /(?<![A-Za-z0-9])rk_/ },
  { name: 'a Stripe webhook secret (whsec_)', pattern: /(?<![A-Za-z0-9])whsec_/ },
  { name: 'a database URL (postgres://)', pattern: /postgres(ql)?:\/\//i },
  { name: 'a mail server URL (smtp://)', pattern: /smtps?:\/\//i },
];

/** Files in a prerendered response: HTML, React Server Component payloads, route bodies and their headers. */
const PRERENDERED = /\.(html|rsc|body|meta)$/;

function walk(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Every file of a Next.js build a browser can load: static assets, prerendered pages and route bodies, `public/`. */
export function browserFiles(distDir: string, publicDir: string): string[] {
  return [
    ...walk(path.join(distDir, 'static')),
    ...walk(path.join(distDir, 'server')).filter((file) => PRERENDERED.test(file)),
    ...walk(publicDir),
  ];
}

export function findSecrets(text: string, secrets: Secret[]): string[] {
  const found = secrets
    .filter(({ value }) => text.includes(value) || text.includes(encodeURIComponent(value)))
    .map(({ name }) => name);
  for (const shape of CREDENTIAL_SHAPES) if (shape.pattern.test(text)) found.push(shape.name);
  return found;
}

/** Scans the files (read as bytes, so minified and binary files are covered too). */
export function scanFiles(files: string[], secrets: Secret[], relativeTo: string): { file: string; secret: string }[] {
  for (const { name, value } of secrets) {
    // A short value would match by chance and prove nothing.
    if (value.length < 8) throw new Error(`The value of ${name} is too short to search for.`);
  }
  return files.flatMap((file) =>
    findSecrets(readFileSync(file).toString('latin1'), secrets).map((secret) => ({
      file: path.relative(relativeTo, file),
      secret,
    })),
  );
}
