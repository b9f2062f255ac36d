// Checks each edit of the seed dataset as the studio would; a valid one is published
// (DATA_DIR/content/valid.ndjson) and announced with the signed webhook Sanity sends.
// While this runs, the site serves only what it published (web/lib/content/local.ts).
import { fork } from 'node:child_process';
import { watch } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';

import {
  heldContentPaths,
  publishDatasetFile,
  readDatasetFile,
  readSeedDataset,
  type SanityDocument,
} from '../web/lib/content/dataset';
import { publishedId } from '../web/lib/content/perspective';
import { getConfig } from '../web/lib/env';
import type { ContentProblem } from './lib/validate-content';

const config = getConfig();
if (config.content.kind !== 'local') {
  console.error('content:watch is for the embedded dataset; with SANITY_PROJECT_ID set, Sanity sends the webhook.');
  process.exit(1);
}
const { seedDir, heldDir } = config.content;
const { validFile, watcherFile } = heldContentPaths(heldDir);
const endpoint = `${config.siteUrl}/api/revalidate`;
/** Turns draft mode on in the browser that opens it: drafts (`drafts.<id>`) over the published documents. */
const previewLink = `${config.siteUrl}/api/draft-mode/enable?sanity-preview-secret=${encodeURIComponent(config.secrets.previewSecret)}`;
/** The same, landing on the e-mails' previews, which also list the printables. */
const emailsPreviewLink = `${previewLink}&sanity-preview-pathname=${encodeURIComponent('/preview/emails')}`;
const isPublished = (id: string) => publishedId(id) === id;

// The studio's schema runs in a child without the server's import conditions (see content-validator.ts).
const validator = fork(path.join(import.meta.dirname, 'content-validator.ts'), [], { execArgv: ['--import', 'tsx'] });
await new Promise<void>((resolve, reject) => {
  validator.once('message', () => resolve());
  validator.once('exit', (code) => reject(new Error(`The content validator exited (${code}).`)));
});
// One check at a time (the first before the watch starts, then rescan's queue): each answer is to the last request.
const validate = (dataset: SanityDocument[], only?: string[]) =>
  new Promise<ContentProblem[]>((resolve) => {
    validator.once('message', (problems) => resolve(problems as ContentProblem[]));
    validator.send({ dataset, only });
  });

const snapshot = (documents: SanityDocument[]) => new Map(documents.map((doc) => [doc._id, JSON.stringify(doc)]));

/** The documents added, changed or removed between two snapshots. */
function changedDocuments(before: Map<string, string>, after: Map<string, string>): SanityDocument[] {
  const changed: SanityDocument[] = [];
  for (const [id, json] of after) if (before.get(id) !== json) changed.push(JSON.parse(json) as SanityDocument);
  for (const [id, json] of before) if (!after.has(id)) changed.push(JSON.parse(json) as SanityDocument);
  return changed;
}

async function notify(document: SanityDocument): Promise<void> {
  const body = JSON.stringify({ _type: document._type, _id: document._id });
  const signature = await encodeSignatureHeader(body, Date.now(), config.secrets.revalidateSecret);
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER_NAME]: signature },
      body,
    });
    console.log(`${document._type} ${document._id}: ${response.status} ${await response.text()}`);
  } catch (error) {
    console.error(`${document._type} ${document._id}: could not reach ${endpoint} (${(error as Error).message})`);
  }
}

function report(problems: ContentProblem[]): void {
  console.error('\nNot published: the site keeps the last valid content until this is fixed.');
  for (const problem of problems) console.error(`  ${problem.where}: ${problem.message}`);
}

/** Reads and checks the seed; undefined (and reported) when it cannot go live. */
async function validSeed(changedSince?: Map<string, string>): Promise<SanityDocument[] | undefined> {
  let dataset: SanityDocument[];
  try {
    dataset = await readSeedDataset(seedDir);
  } catch (error) {
    report([{ where: seedDir, message: (error as Error).message }]);
    return undefined;
  }
  // After the first check, only the documents that changed (the rules see the whole dataset all the same).
  const only = changedSince && changedDocuments(changedSince, snapshot(dataset)).map((doc) => doc._id);
  const problems = await validate(dataset, only);
  if (problems.length > 0) {
    report(problems);
    return undefined;
  }
  return dataset;
}

await mkdir(heldDir, { recursive: true });
const first = await validSeed();
let published = snapshot(first ?? (await readDatasetFile(validFile).catch(() => [])));
if (first) await publishDatasetFile(validFile, first);
// From here the site serves what this process publishes, until it stops.
await writeFile(watcherFile, String(process.pid));
const stop = () => {
  void rm(watcherFile, { force: true }).finally(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

let timer: NodeJS.Timeout | undefined;
let queue: Promise<void> = Promise.resolve();

async function rescan() {
  const dataset = await validSeed(published);
  if (!dataset) return;
  await publishDatasetFile(validFile, dataset);
  const next = snapshot(dataset);
  const changed = changedDocuments(published, next);
  published = next;
  console.log(
    `Published: ${changed.length === 0 ? 'valid again, nothing new' : `${changed.length} document(s) changed`}.`,
  );
  // A draft changes no published page (a preview reads drafts past every cache): only published documents
  // revalidate, as Sanity's webhook leaves drafts out. One webhook per document type is enough: tags are per type.
  const byType = new Map(changed.filter((doc) => isPublished(doc._id)).map((doc) => [doc._type, doc]));
  await Promise.all([...byType.values()].map(notify));
  const drafts = changed.length - changed.filter((doc) => isPublished(doc._id)).length;
  if (drafts > 0) console.log(`${drafts} draft(s) changed: see them in the preview (${previewLink}).`);
}

watch(seedDir, (_event, file) => {
  if (file && !file.toString().endsWith('.ndjson')) return;
  clearTimeout(timer);
  // One check at a time, in the order the edits came.
  timer = setTimeout(() => (queue = queue.then(rescan, rescan)), 150);
});
console.log(
  `Watching ${seedDir} (${published.size} documents${first ? '' : '; the seed as it is now is not valid'}); ` +
    `valid changes are published and sent to ${endpoint}`,
);
console.log(`Preview drafts in this browser link (it holds the preview secret): ${previewLink}`);
console.log(`See the e-mails and printables before anyone gets them: ${emailsPreviewLink}`);
