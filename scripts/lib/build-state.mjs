import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..', '..');
const distDir = process.env.NEXT_DIST_DIR || '.next';
const stampFile = path.join(root, 'web', distDir, 'source-hash');

/** What a production build depends on: the site's sources, the lockfile and the seed it prerenders. */
const inputs = ['web', process.env.CONTENT_SEED_DIR || 'studio/seed', 'package-lock.json'];
const skipped = new Set(['node_modules', 'next-env.d.ts', 'tsconfig.tsbuildinfo']);

function* files(entry) {
  const full = path.resolve(root, entry);
  if (!existsSync(full)) return;
  if (statSync(full).isFile()) {
    yield entry;
    return;
  }
  for (const name of readdirSync(full).sort()) {
    if (skipped.has(name) || name.startsWith('.next') || name.endsWith('.test.ts') || name.endsWith('.test.tsx'))
      continue;
    yield* files(path.join(entry, name));
  }
}

/** Configuration baked into static pages at build time: canonical origin, content source, preview studio. */
function buildTimeConfig() {
  const env = process.env;
  return JSON.stringify({
    siteUrl: env.SITE_URL || `http://localhost:${env.PORT || 3000}`,
    sanityProjectId: env.SANITY_PROJECT_ID || null,
    sanityDataset: env.SANITY_DATASET || null,
    sanityApiHost: env.SANITY_API_HOST || null,
    contentSeedDir: env.CONTENT_SEED_DIR || null,
    sanityStudioUrl: env.SANITY_STUDIO_URL || null,
  });
}

export function sourceHash() {
  const hash = createHash('sha256');
  hash.update(buildTimeConfig()).update('\0');
  for (const input of inputs) {
    for (const file of files(input)) {
      hash
        .update(file)
        .update('\0')
        .update(readFileSync(path.resolve(root, file)))
        .update('\0');
    }
  }
  return hash.digest('hex');
}

export function buildIsCurrent() {
  return existsSync(stampFile) && readFileSync(stampFile, 'utf8').trim() === sourceHash();
}

export function markBuilt() {
  writeFileSync(stampFile, sourceHash() + '\n');
}
