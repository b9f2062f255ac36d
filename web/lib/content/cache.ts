import 'server-only';

import type { ClientReturn } from '@sanity/client';
import { cacheLife, cacheTag } from 'next/cache';

import { validUntilTag } from '../../cache-stores.mjs';
import { getConfig } from '../env';
import { currentPrice, type PricedProduct, type PriceNow, secondsUntilPriceChange } from '../pricing';
import { figureSourcesIn, fillFigures } from './figures';
import { readFigures } from './figures-read';
import { createLocalSource } from './local';
import { currentPreview, type Preview } from './preview';
import type { ContentRead } from './reads';
import { createSanitySource } from './sanity';
import type { ContentSource } from './source';
import { tagFor } from './tags';

const globalForContent = globalThis as typeof globalThis & { __resetContent?: ContentSource };

/** The configured adapter, one per process (Next.js may evaluate this module more than once). */
export function contentSource(): ContentSource {
  if (!globalForContent.__resetContent) {
    const { content } = getConfig();
    globalForContent.__resetContent =
      content.kind === 'local'
        ? createLocalSource(content.seedDir, content.heldDir, content.studioUrl)
        : createSanitySource(content);
  }
  return globalForContent.__resetContent;
}

/*
 * 'use cache' is switched on by next.config.ts's experimental.useCache, not by
 * cacheComponents, which would also partially prerender every page (a page
 * that reads the request would answer its redirects and 404s inside a 200)
 * and keep visited routes mounted in hidden <Activity> (the previous page's
 * fields still in the document, its state kept). The directive, cacheTag and
 * cacheLife are the same under either switch.
 */

/** What a loader may ask of a read besides its query. */
export interface ReadOptions {
  /**
   * Whether a preview may hide the overlays' stega in its strings (default
   * yes). No for what is not page text: metadata, structured data, names
   * the browser makes files with.
   */
  stega?: boolean;
}

/**
 * The loaders' one way to read content. A visitor's read goes through Next.js's
 * cache (readPublished); a request in draft mode reads the drafts past every
 * cache, so no draft is ever written to one.
 */
export async function readCached<const Q extends string>(
  read: ContentRead<Q>,
  options: ReadOptions = {},
): Promise<ClientReturn<Q, unknown>> {
  const preview = await currentPreview();
  return preview ? readPreview(read, preview, options.stega ?? true) : readPublished(read);
}

/**
 * Runs a read through Next.js's cache, the one mechanism for both adapters:
 * prerendered pages hold its result, and a request reads it from the
 * `cacheHandlers.default` handler (web/use-cache-handler.mjs), until a webhook
 * revalidates one of its tags. Content changes only through that webhook, so
 * the longest life Next.js offers.
 */
async function readPublished<const Q extends string>(read: ContentRead<Q>): Promise<ClientReturn<Q, unknown>> {
  'use cache';
  cacheLife('max');
  cacheTag(...read.tags.map(tagFor));
  const result = await contentSource().fetch<ClientReturn<Q, unknown>>(read.query, read.params);
  const sources = figureSourcesIn(result);
  if (sources.size === 0) return result;
  // Copy that states a figure lives as long as the figure: an edit to the
  // document that holds it, or the price's change at the offer's end
  // (priceForPage's life).
  const figures = await readFigures(
    sources,
    (figureRead) => {
      cacheTag(...figureRead.tags.map(tagFor));
      return readPublished(figureRead);
    },
    async (product) => {
      const price = await cachedPriceForPage(product);
      // A nested cache's shorter life does not shorten this one's explicit
      // 'max': the copy that states the price ends with it, on a page rendered
      // per request (the checkout) as on a prerendered one.
      priceLife(price, new Date());
      return price;
    },
  );
  return fillFigures(result, figures);
}

/** A read in draft mode: the preview's perspective, the figures from the product as previewed. */
async function readPreview<const Q extends string>(
  read: ContentRead<Q>,
  { perspective }: Preview,
  stega: boolean,
): Promise<ClientReturn<Q, unknown>> {
  const source = contentSource();
  const result = await source.preview<ClientReturn<Q, unknown>>(read.query, read.params, { perspective, stega });
  const sources = figureSourcesIn(result);
  if (sources.size === 0) return result;
  const figures = await readFigures(
    sources,
    (figureRead) => source.preview(figureRead.query, figureRead.params, { perspective, stega: false }),
    (product) => currentPrice(product, new Date()),
  );
  return fillFigures(result, figures);
}

/**
 * Runs a read against the content itself, past every cache: for work outside
 * a request, which must send what the content says now (the e-mail outbox,
 * which may pass the adapter it was given).
 */
export async function readCurrent<const Q extends string>(
  read: ContentRead<Q>,
  source: ContentSource = contentSource(),
): Promise<ClientReturn<Q, unknown>> {
  const result = await source.fetch<ClientReturn<Q, unknown>>(read.query, read.params);
  const sources = figureSourcesIn(result);
  if (sources.size === 0) return result;
  const figures = await readFigures(
    sources,
    (figureRead) => source.fetch(figureRead.query, figureRead.params),
    (product) => currentPrice(product, new Date()),
  );
  return fillFigures(result, figures);
}

/**
 * The price in force now, for a page that is rendered once and kept. Its
 * cache life ends when the price changes (the offer's end), and Next.js gives
 * a prerendered page the shortest life of the caches it read: the page is
 * regenerated with the regular price when the offer ends, though its content
 * never changed. A preview's product may be a draft, which is never cached.
 */
export async function priceForPage(product: PricedProduct): Promise<PriceNow> {
  return (await currentPreview()) ? currentPrice(product, new Date()) : cachedPriceForPage(product);
}

async function cachedPriceForPage(product: PricedProduct): Promise<PriceNow> {
  'use cache';
  const now = new Date();
  const price = currentPrice(product, now);
  priceLife(price, now);
  return price;
}

/**
 * Ends the cache entry being made when this price changes. The life is
 * counted from now and cacheLife keeps the shortest it is given; the tag holds
 * the moment itself, for the pages and entries that read this one later
 * (Next hands them the life as it was counted here, not what is left of it).
 */
function priceLife(price: PriceNow, now: Date): void {
  const seconds = secondsUntilPriceChange(price, now);
  if (seconds === null || price.changesAt === null) {
    cacheLife('max');
    return;
  }
  cacheLife({ stale: Math.min(seconds, 300), revalidate: seconds, expire: seconds });
  cacheTag(validUntilTag(Date.parse(price.changesAt)));
}
