import 'server-only';

import type { ClientReturn } from '@sanity/client';
import { cacheLife, cacheTag } from 'next/cache';

import { getConfig } from '../env';
import { currentPrice, type PricedProduct } from '../pricing';
import { type DayClock, PROGRAMME_DAY } from '../programme/clock';
import { withFigures } from './figures';
import { createLocalSource } from './local';
import { currentPreview, type Preview } from './preview';
import type { ContentRead } from './reads';
import { createSanitySource } from './sanity';
import type { ContentSource, PreviewOptions } from './source';
import { tagFor } from './tags';

const globalForContent = globalThis as typeof globalThis & { __resetContent?: ContentSource };

/** The configured adapter, one per process (Next.js may evaluate this module more than once). */
export function contentSource(): ContentSource {
  if (!globalForContent.__resetContent) {
    const { content } = getConfig();
    globalForContent.__resetContent =
      content.kind === 'local' ? createLocalSource(content.seedDir, content.heldDir) : createSanitySource(content);
  }
  return globalForContent.__resetContent;
}

/** The adapter as `preview` sees it, for the e-mails: drafts past every cache, without stega (a message carries none). */
export function previewSource(preview: Preview, source: ContentSource = contentSource()): ContentSource {
  const options = { perspective: preview.perspective, stega: false };
  return {
    kind: source.kind,
    fetch<R>(query: string, params: Record<string, unknown> = {}) {
      return source.preview<R>(query, params, options);
    },
    preview<R>(query: string, params: Record<string, unknown>, asked: PreviewOptions) {
      return source.preview<R>(query, params, asked);
    },
  };
}

/** What a loader may ask of a read besides its query. */
export interface ReadOptions {
  /** Whether a preview may hide stega in its strings: not in metadata, structured data or file names. */
  stega?: boolean;
  /** The day whose times members' copy states ({dayStart}, …): the one a member chose, else the programme's. */
  day?: DayClock;
}

/** `value` with `keys` present, for content the page cannot do without: `what` names it in the error. */
export function required<T, K extends keyof NonNullable<T>>(
  value: T,
  what: string,
  ...keys: K[]
): NonNullable<T> & { [P in K]-?: NonNullable<NonNullable<T>[P]> } {
  if (!value || keys.some((key) => value[key] == null)) throw new Error(`${what} is missing.`);
  return value as NonNullable<T> & { [P in K]-?: NonNullable<NonNullable<T>[P]> };
}

export async function readRequired<const Q extends string>(
  read: ContentRead<Q>,
  what: string,
  options?: ReadOptions,
): Promise<NonNullable<ClientReturn<Q, unknown>>> {
  return required(await readContent(read, options), what);
}

/** A visitor's read is cached; draft mode reads the drafts past every cache, so no draft is ever written to one. */
export async function readContent<const Q extends string>(
  read: ContentRead<Q>,
  options: ReadOptions = {},
): Promise<ClientReturn<Q, unknown>> {
  const preview = await currentPreview();
  if (!preview) return readPublished(read, options.day);
  const source = contentSource();
  const { perspective } = preview;
  const result = await source.preview<ClientReturn<Q, unknown>>(read.query, read.params, {
    perspective,
    stega: options.stega ?? true,
  });
  return withFigures(
    result,
    (figures) => source.preview(figures.query, figures.params, { perspective, stega: false }),
    { day: options.day },
  );
}

/**
 * Kept until one of its tags is revalidated (./revalidations.ts), so the longest life.
 * One entry per day a member may choose: a few dozen, shared by everyone who chose it.
 */
export async function readPublished<const Q extends string>(
  read: ContentRead<Q>,
  day: DayClock = PROGRAMME_DAY,
): Promise<ClientReturn<Q, unknown>> {
  'use cache';
  cacheLife('max');
  cacheTag(...read.tags.map(tagFor));
  const source = contentSource();
  const result = await source.fetch<ClientReturn<Q, unknown>>(read.query, read.params);
  return withFigures(
    result,
    (figures) => {
      // Copy that states a figure lives as long as the document that holds it.
      cacheTag(...figures.tags.map(tagFor));
      return source.fetch(figures.query, figures.params);
    },
    { day },
  );
}

/** Past every cache: for the amount charged and for work outside a request (the e-mail outbox). */
export async function readCurrent<const Q extends string>(
  read: ContentRead<Q>,
  source: ContentSource = contentSource(),
): Promise<ClientReturn<Q, unknown>> {
  const result = await source.fetch<ClientReturn<Q, unknown>>(read.query, read.params);
  return withFigures(result, (figures) => source.fetch(figures.query, figures.params));
}

/** The price in force, for a page: cached, as a prerender may read the clock only in a cache; the charge never reads it. */
export async function pagePrice(product: PricedProduct) {
  'use cache';
  cacheLife('max');
  cacheTag(tagFor('product'));
  return currentPrice(product, new Date());
}
