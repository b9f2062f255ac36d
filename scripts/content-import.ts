// `npm run content:import`: pushes the seed dataset (studio/seed/*.ndjson, the
// same files the embedded content adapter reads) to a Sanity project.
//
//   SANITY_PROJECT_ID=abc123 SANITY_DATASET=production SANITY_API_WRITE_TOKEN=… npm run content:import
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const seedDir = path.join(root, 'studio', 'seed');
const projectId = process.env.SANITY_PROJECT_ID;
const dataset = process.env.SANITY_DATASET || 'production';
const token = process.env.SANITY_API_WRITE_TOKEN;

if (!projectId || !token) {
  console.error('Set SANITY_PROJECT_ID and SANITY_API_WRITE_TOKEN (an Editor token from sanity.io/manage).');
  process.exit(1);
}

const documents = readdirSync(seedDir)
  .filter((file) => file.endsWith('.ndjson'))
  .sort()
  .flatMap((file) => readFileSync(path.join(seedDir, file), 'utf8').split('\n'))
  .filter((line) => line.trim() !== '');
const file = path.join(mkdtempSync(path.join(tmpdir(), 'reset-seed-')), 'dataset.ndjson');
writeFileSync(file, documents.join('\n') + '\n');
console.log(`Importing ${documents.length} documents into ${projectId}/${dataset}…`);

const result = spawnSync('npx', ['sanity', 'dataset', 'import', file, dataset, '--replace', '--token', token], {
  cwd: path.join(root, 'studio'),
  stdio: 'inherit',
  env: { ...process.env, SANITY_STUDIO_PROJECT_ID: projectId, SANITY_STUDIO_DATASET: dataset },
});
process.exit(result.status ?? 1);
