// The seed dataset (studio/seed/*.ndjson) as the tests read it: the content
// editors change, so a test that shows editorial copy takes it from here
// rather than pinning the words.
import { cpSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

import {
  type Figures,
  fillFigures,
  productFigures,
  type ProductFigureFields,
  scheduleFigures,
  type ScheduleFigureFields,
  waterFigures,
  type WaterFigureFields,
} from '../../web/lib/content/figures';
import type { PriceNow } from '../../web/lib/pricing';

/** Every figure's text, from the three sources' fields (at `price`, else the price in force now). */
export function figuresOf(
  fields: { product: ProductFigureFields; schedule: ScheduleFigureFields; water: WaterFigureFields },
  price?: PriceNow,
): Figures {
  return {
    ...productFigures(fields.product, price),
    ...scheduleFigures(fields.schedule),
    ...waterFigures(fields.water),
  };
}

export const SEED_DIR = path.resolve(import.meta.dirname, '../../studio/seed');

/** A fresh copy of the seed in `dir`, for a test that edits the content as an editor would. */
export function copySeedInto(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  cpSync(SEED_DIR, dir, { recursive: true, filter: (file) => !path.basename(file).startsWith('.') });
}

export interface SeedDocument {
  _id: string;
  _type: string;
  [field: string]: unknown;
}

/**
 * Every document, its copy as the site shows it: the figures editors write as
 * placeholders ({price}, {dayHours}, …) filled in from the fields that hold
 * them, at the price in force now.
 */
export function readSeed(dir = SEED_DIR): SeedDocument[] {
  const documents = readdirSync(dir)
    .filter((file) => file.endsWith('.ndjson'))
    .sort()
    .flatMap((file) => readFileSync(path.join(dir, file), 'utf8').split('\n'))
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as SeedDocument);
  const fields = figureFieldsOf(documents);
  return fields ? fillFigures(documents, figuresOf(fields)) : documents;
}

/**
 * The fields the figures come from, read from the documents the way the site's
 * figure queries read them (web/lib/content/queries.ts); null without a product.
 */
export function figureFieldsOf(documents: SeedDocument[]) {
  const byId = new Map(documents.map((doc) => [doc._id, doc]));
  const product = byId.get('product') as
    (SeedDocument & ProductFigureFields & { guarantee?: { days?: number } }) | undefined;
  if (!product) return null;
  const windows = documents.flatMap((doc) => {
    const window =
      doc._type === 'programmeStage' ? (doc.window as { start?: string; end?: string } | undefined) : undefined;
    return window?.start && window.end ? [{ start: window.start, end: window.end }] : [];
  });
  const roundIds = new Set(
    documents
      .filter((doc) => doc._type === 'supplement')
      .flatMap((doc) => ((doc.rounds as { _ref: string }[] | undefined) ?? []).map((round) => round._ref)),
  );
  const schedule: ScheduleFigureFields = {
    windows,
    supplementTimes: [...roundIds].flatMap((id) => {
      const time = byId.get(id)?.time;
      return typeof time === 'string' ? [time] : [];
    }),
  };
  return {
    product: { ...product, guaranteeDays: product.guarantee?.days ?? null },
    schedule,
    water: byId.get('waterGuidance') as unknown as WaterFigureFields,
  };
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
