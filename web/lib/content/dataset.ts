// The embedded dataset's files and GROQ over them: pure reading, no secrets,
// so the content tools (content:watch and its validator) share it with the site.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import { evaluate, parse } from 'groq-js';

export type SanityDocument = { _id: string; _type: string } & Record<string, unknown>;

/** Reads every `*.ndjson` file of the seed folder: the same files `sanity dataset import` takes. */
export async function readSeedDataset(seedDir: string): Promise<SanityDocument[]> {
  const files = (await readdir(seedDir)).filter((file) => file.endsWith('.ndjson')).sort();
  const documents: SanityDocument[] = [];
  for (const file of files) {
    const text = await readFile(path.join(seedDir, file), 'utf8');
    text.split('\n').forEach((line, index) => {
      if (line.trim() === '') return;
      try {
        documents.push(JSON.parse(line) as SanityDocument);
      } catch (error) {
        throw new Error(`${file}:${index + 1} is not valid JSON: ${(error as Error).message}`);
      }
    });
  }
  return documents;
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
 * validation (`valid/`, the same ndjson files), and the file naming the
 * watcher's process while it runs: the site serves `valid/` only then.
 */
export function heldContentPaths(heldDir: string) {
  return { validDir: path.join(heldDir, 'valid'), watcherFile: path.join(heldDir, 'watcher.pid') };
}
