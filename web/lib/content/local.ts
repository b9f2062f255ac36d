import 'server-only';

import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

import { evaluate, parse } from 'groq-js';

import type { ContentSource } from './source';

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
 * The embedded content adapter. It reads the seed files on every fetch; the
 * loaders' 'use cache' (./cache.ts) keeps the result under the query's tags
 * until a webhook revalidates them.
 */
export function createLocalSource(seedDir: string): ContentSource {
  return {
    kind: 'local',
    async fetch<R>(query: string, params: Record<string, unknown> = {}) {
      return evaluateGroq<R>(query, await readSeedDataset(seedDir), params);
    },
  };
}
