// The embedded dataset's files and GROQ over them: pure reading, no secrets,
// so the content tools (content:watch and its validator) share it with the site.
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { evaluate, parse } from 'groq-js';

export type SanityDocument = { _id: string; _type: string } & Record<string, unknown>;

function parseNdjson(text: string, file: string): SanityDocument[] {
  const documents: SanityDocument[] = [];
  text.split('\n').forEach((line, index) => {
    if (line.trim() === '') return;
    try {
      documents.push(JSON.parse(line) as SanityDocument);
    } catch (error) {
      throw new Error(`${file}:${index + 1} is not valid JSON: ${(error as Error).message}`);
    }
  });
  return documents;
}

export async function readSeedDataset(seedDir: string): Promise<SanityDocument[]> {
  const files = (await readdir(seedDir)).filter((file) => file.endsWith('.ndjson')).sort();
  const documents: SanityDocument[] = [];
  for (const file of files) documents.push(...parseNdjson(await readFile(path.join(seedDir, file), 'utf8'), file));
  return documents;
}

export async function readDatasetFile(file: string): Promise<SanityDocument[]> {
  return parseNdjson(await readFile(file, 'utf8'), path.basename(file));
}

/** Written beside and renamed over, so a reader never opens a half-written file. */
export async function publishDatasetFile(file: string, documents: SanityDocument[]): Promise<void> {
  const incoming = `${file}.incoming`;
  await writeFile(incoming, documents.map((doc) => JSON.stringify(doc)).join('\n') + '\n');
  await rename(incoming, file);
}

export async function evaluateGroq<R>(
  query: string,
  dataset: SanityDocument[],
  params: Record<string, unknown> = {},
): Promise<R> {
  const tree = parse(query, { params });
  const value = await evaluate(tree, { dataset, params });
  return (await value.get()) as R;
}

/** Where content:watch publishes each edit that passed validation, and its pid file while it runs. */
export function heldContentPaths(heldDir: string) {
  return { validFile: path.join(heldDir, 'valid.ndjson'), watcherFile: path.join(heldDir, 'watcher.pid') };
}
