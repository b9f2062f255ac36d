import 'server-only';

import type { ClientReturn } from '@sanity/client';
import { unstable_cache } from 'next/cache';

import { getConfig } from '../env';
import { createLocalSource } from './local';
import { createSanitySource } from './sanity';
import type { ContentSource } from './source';
import { tagFor, type ContentTag } from './tags';

export * from './queries';

/** Gives the local adapter the same tag-based caching that `fetch` gives the Sanity client. */
function withNextCache(source: ContentSource): ContentSource {
  return {
    kind: source.kind,
    fetch<R>(query: string, params: Record<string, unknown>, tags: string[]) {
      const cached = unstable_cache(
        () => source.fetch<R>(query, params, tags),
        ['content', query, JSON.stringify(params)],
        {
          tags,
        },
      );
      return cached();
    },
  };
}

const globalForContent = globalThis as typeof globalThis & {
  __resetContent?: ContentSource;
  __resetRawContent?: ContentSource;
};

/**
 * The configured adapter without Next.js's cache: for work outside a request
 * (the e-mail outbox), and for what must be current (the price charged).
 */
export function getUncachedContentSource(): ContentSource {
  if (!globalForContent.__resetRawContent) {
    const { content } = getConfig();
    globalForContent.__resetRawContent =
      content.kind === 'local' ? createLocalSource(content.seedDir) : createSanitySource({ ...content, cached: false });
  }
  return globalForContent.__resetRawContent;
}

export function getContentSource(): ContentSource {
  if (!globalForContent.__resetContent) {
    const { content } = getConfig();
    // The Sanity client caches through fetch's own tags; the local adapter needs Next's data cache.
    globalForContent.__resetContent =
      content.kind === 'local' ? withNextCache(getUncachedContentSource()) : createSanitySource(content);
  }
  return globalForContent.__resetContent;
}

/**
 * Runs one query from `queries.ts`. `tags` are the document types it reads: an
 * edit to any document of those types revalidates every page that used it.
 */
export function fetchContent<const Q extends string>(
  query: Q,
  options: { params?: Record<string, unknown>; tags: ContentTag[] },
): Promise<ClientReturn<Q, unknown>> {
  return getContentSource().fetch(query, options.params ?? {}, options.tags.map(tagFor));
}

/**
 * Runs one query against the content itself, past every cache: for what must
 * be current on every request (the amount a buyer is charged).
 */
export function fetchCurrentContent<const Q extends string>(
  query: Q,
  params: Record<string, unknown> = {},
): Promise<ClientReturn<Q, unknown>> {
  return getUncachedContentSource().fetch(query, params, []);
}
