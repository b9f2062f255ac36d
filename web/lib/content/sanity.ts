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
}

/**
 * The production content adapter: the Sanity Content Lake through next-sanity's
 * client. Every query goes to the Content Lake; what is cached, and under which
 * tags, is the loaders' 'use cache' (./cache.ts), the same for both adapters.
 */
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
    fetch<R>(query: string, params: Record<string, unknown> = {}) {
      return client.fetch<R>(query, params, { cache: 'no-store' });
    },
  };
}
