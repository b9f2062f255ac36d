// The seed dataset (studio/seed/*.ndjson) as the tests read it: the content
// editors change, so a test that shows editorial copy takes it from here
// rather than pinning the words.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { type FigureFields, figuresOf, fillFigures } from '../../web/lib/content/figures';

export const SEED_DIR = path.resolve(import.meta.dirname, '../../studio/seed');

export interface SeedDocument {
  _id: string;
  _type: string;
  [field: string]: unknown;
}

/**
 * Every document, its copy as the site shows it: the figures editors write as
 * placeholders ({price}, {guaranteeDays}, …) filled in from the product, at the price in force now.
 */
export function readSeed(dir = SEED_DIR): SeedDocument[] {
  const documents = readdirSync(dir)
    .filter((file) => file.endsWith('.ndjson'))
    .sort()
    .flatMap((file) => readFileSync(path.join(dir, file), 'utf8').split('\n'))
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as SeedDocument);
  const product = documents.find((doc) => doc._id === 'product') as (SeedDocument & FigureFields) | undefined;
  if (!product) return documents;
  const guaranteeDays = (product.guarantee as { days?: number } | undefined)?.days ?? null;
  return fillFigures(documents, figuresOf({ ...product, guaranteeDays }));
}

/** The one document with this id; fails loudly when the seed no longer has it. */
export function seedDocument<T = SeedDocument>(id: string, dir = SEED_DIR): T {
  const found = readSeed(dir).find((doc) => doc._id === id);
  if (!found) throw new Error(`The seed has no document ${id}`);
  return found as T;
}

/** Every document of a type, in the seed's order. */
export function seedDocuments<T = SeedDocument>(type: string, dir = SEED_DIR): T[] {
  return readSeed(dir).filter((doc) => doc._type === type) as T[];
}

/** Finds an editor's text inside a longer accessible name (a label with an icon or a price beside it). */
export function within(text: string, flags?: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), flags);
}
