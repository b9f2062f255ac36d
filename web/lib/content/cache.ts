import 'server-only';

import type { ClientReturn } from '@sanity/client';
import { cacheLife, cacheTag } from 'next/cache';

import { getConfig } from '../env';
import { currentPrice, type PricedProduct, type PriceNow, secondsUntilPriceChange } from '../pricing';
import { figureSourcesIn, fillFigures } from './figures';
import { readFigures } from './figures-read';
import { createLocalSource } from './local';
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
      content.kind === 'local' ? createLocalSource(content.seedDir, content.heldDir) : createSanitySource(content);
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

/**
 * Runs a read through Next.js's cache, the one mechanism for both adapters:
 * prerendered pages hold its result, and a request reads it from the
 * `cacheHandlers.default` handler (web/use-cache-handler.mjs), until a webhook
 * revalidates one of its tags. Content changes only through that webhook, so
 * the longest life Next.js offers.
 */
export async function readCached<const Q extends string>(read: ContentRead<Q>): Promise<ClientReturn<Q, unknown>> {
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
      return readCached(figureRead);
    },
    priceForPage,
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
 * never changed.
 */
export async function priceForPage(product: PricedProduct): Promise<PriceNow> {
  'use cache';
  const now = new Date();
  const price = currentPrice(product, now);
  const seconds = secondsUntilPriceChange(price, now);
  if (seconds === null) cacheLife('max');
  else cacheLife({ stale: Math.min(seconds, 300), revalidate: seconds, expire: seconds });
  return price;
}
