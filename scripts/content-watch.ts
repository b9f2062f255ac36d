// `npm run content:watch`: in an embedded run, watches the seed dataset
// (studio/seed/*.ndjson) and, when a document changes, sends the running server
// the same signed webhook Sanity sends in production, so edits go live the same way.
import { watch } from 'node:fs';

import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';

import { readSeedDataset, type SanityDocument } from '../web/lib/content/local';
import { getConfig } from '../web/lib/env';

const config = getConfig();
if (config.content.kind !== 'local') {
  console.error('content:watch is for the embedded dataset; with SANITY_PROJECT_ID set, Sanity sends the webhook.');
  process.exit(1);
}
const { seedDir } = config.content;
const endpoint = `${config.siteUrl}/api/revalidate`;

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

let current = snapshot(await readSeedDataset(seedDir));
let timer: NodeJS.Timeout | undefined;

async function rescan() {
  let next: Map<string, string>;
  try {
    next = snapshot(await readSeedDataset(seedDir));
  } catch (error) {
    console.error(`Seed not readable yet: ${(error as Error).message}`);
    return;
  }
  const changed = changedDocuments(current, next);
  current = next;
  // One webhook per document type is enough: tags are per type.
  const byType = new Map(changed.map((doc) => [doc._type, doc]));
  await Promise.all([...byType.values()].map(notify));
}

watch(seedDir, (_event, file) => {
  if (file && !file.toString().endsWith('.ndjson')) return;
  clearTimeout(timer);
  timer = setTimeout(() => void rescan(), 150);
});
console.log(`Watching ${seedDir} (${current.size} documents); changes are sent to ${endpoint}`);
