import 'server-only';

import { createClient } from 'next-sanity';

import type { ContentSource } from './source';

export const SANITY_API_VERSION = '2025-10-01';

export interface SanitySourceOptions {
  projectId: string;
  dataset: string;
  token?: string;
  /** Another API host (a proxy, or the test suite's local GROQ endpoint). */
  apiHost?: string;
  /**
   * false: every query goes to the Content Lake (the price charged), not
   * through Next.js's data cache, where pages keep results under their tags.
   */
  cached?: boolean;
}

/** The production content adapter: the Sanity Content Lake through next-sanity's client. */
export function createSanitySource(options: SanitySourceOptions): ContentSource {
  const client = createClient({
    projectId: options.projectId,
    dataset: options.dataset,
    apiVersion: SANITY_API_VERSION,
    token: options.token,
    // Tag-based revalidation serves fresh content; the CDN would add its own delay.
    useCdn: false,
    perspective: 'published',
    ...(options.apiHost ? { apiHost: options.apiHost, useProjectHostname: false } : {}),
  });
  return {
    kind: 'sanity',
    fetch<R>(query: string, params: Record<string, unknown>, tags: string[]) {
      if (options.cached === false) return client.fetch<R>(query, params, { cache: 'no-store' });
      return client.fetch<R>(query, params, { next: { tags, revalidate: false } });
    },
  };
}
