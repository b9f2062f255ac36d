// The embedded dataset's files and GROQ over them: pure reading, no secrets,
// so the content tools (content:watch and its validator) share it with the site.
import { readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

import { evaluate, parse } from 'groq-js';

export type SanityDocument = { _id: string; _type: string } & Record<string, unknown>;

/** The documents of one ndjson text, one per line; a line that does not parse is named by `file` and number. */
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

/** Reads every `*.ndjson` file of the seed folder: the same files `sanity dataset import` takes. */
export async function readSeedDataset(seedDir: string): Promise<SanityDocument[]> {
  const files = (await readdir(seedDir)).filter((file) => file.endsWith('.ndjson')).sort();
  const documents: SanityDocument[] = [];
  for (const file of files) documents.push(...parseNdjson(await readFile(path.join(seedDir, file), 'utf8'), file));
  return documents;
}

/** Reads a dataset kept in one ndjson file, as content:watch publishes it. */
export async function readDatasetFile(file: string): Promise<SanityDocument[]> {
  return parseNdjson(await readFile(file, 'utf8'), path.basename(file));
}

/**
 * Writes a dataset to one ndjson file, beside it first and then renamed over
 * it: a reader meanwhile opens either the whole old file or the whole new one,
 * never a missing or half-written one.
 */
export async function publishDatasetFile(file: string, documents: SanityDocument[]): Promise<void> {
  const incoming = `${file}.incoming`;
  await writeFile(incoming, documents.map((doc) => JSON.stringify(doc)).join('\n') + '\n');
  await rename(incoming, file);
}

/** Evaluates a GROQ query over a dataset with groq-js, Sanity's own GROQ engine. */
export async function evaluateGroq<R>(
  query: string,
  dataset: SanityDocument[],
  params: Record<string, unknown> = {},
): Promise<R> {
  const tree = parse(query, { params });
  const value = await evaluate(tree, { dataset, params });
  return (await value.get()) as R;
}

/**
 * Where `npm run content:watch` publishes the seed once each edit has passed
 * validation (`valid.ndjson`, every document in one file), and the file naming
 * the watcher's process while it runs: the site serves `valid.ndjson` only then.
 */
export function heldContentPaths(heldDir: string) {
  return { validFile: path.join(heldDir, 'valid.ndjson'), watcherFile: path.join(heldDir, 'watcher.pid') };
}
