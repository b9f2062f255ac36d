// Adds the seed's documents a Sanity dataset lacks, keeping editors' changes; `-- --replace` overwrites them.
//   SANITY_PROJECT_ID=abc123 SANITY_DATASET=production SANITY_API_WRITE_TOKEN=… npm run content:import [-- --replace]
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { publishDatasetFile, readSeedDataset } from '../web/lib/content/dataset';

const root = path.resolve(import.meta.dirname, '..');
const seedDir = path.join(root, 'studio', 'seed');
const projectId = process.env.SANITY_PROJECT_ID;
const dataset = process.env.SANITY_DATASET || 'production';
const token = process.env.SANITY_API_WRITE_TOKEN;

if (!projectId || !token) {
  console.error('Set SANITY_PROJECT_ID and SANITY_API_WRITE_TOKEN (an Editor token from sanity.io/manage).');
  process.exit(1);
}

const documents = await readSeedDataset(seedDir);
const file = path.join(mkdtempSync(path.join(tmpdir(), 'reset-seed-')), 'dataset.ndjson');
await publishDatasetFile(file, documents);
const replace = process.argv.includes('--replace');
console.log(
  replace
    ? `Importing ${documents.length} documents into ${projectId}/${dataset}, replacing those it has (--replace)…`
    : `Adding those of ${documents.length} documents that ${projectId}/${dataset} does not have yet (editors' changes are kept; --replace overwrites them)…`,
);

// A seed draft (`drafts.<id>`, previewed locally) arrives as a draft: the studio shows it to review and publish.
const drafts = documents.filter((doc) => /^(drafts|versions)\./.test(doc._id));
if (drafts.length > 0)
  console.log(`${drafts.length} of them are drafts: they arrive as drafts, to publish in the studio.`);

const mode = replace ? '--replace' : '--missing';
const result = spawnSync('npx', ['sanity', 'dataset', 'import', file, dataset, mode, '--token', token], {
  cwd: path.join(root, 'studio'),
  stdio: 'inherit',
  env: { ...process.env, SANITY_STUDIO_PROJECT_ID: projectId, SANITY_STUDIO_DATASET: dataset },
});
process.exit(result.status ?? 1);
