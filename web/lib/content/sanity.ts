import 'server-only';

import { createClient } from 'next-sanity';

import type { ContentSource, PreviewOptions } from './source';
import { stegaConfig } from './stega';

export const SANITY_API_VERSION = '2025-10-01';

export interface SanitySourceOptions {
  projectId: string;
  dataset: string;
  token?: string;
  /** Another API host (a proxy, or the test suite's local GROQ endpoint). */
  apiHost?: string;
  /** The studio the preview's overlays open. */
  studioUrl?: string;
}

/** A read token is what lets the Content Lake show drafts at all. */
export class PreviewNeedsTokenError extends Error {
  override name = 'PreviewNeedsTokenError';
  constructor() {
    super('Previewing drafts needs SANITY_API_READ_TOKEN (a Viewer token of the Sanity project).');
  }
}

function sanityClient(options: SanitySourceOptions) {
  return createClient({
    projectId: options.projectId,
    dataset: options.dataset,
    apiVersion: SANITY_API_VERSION,
    token: options.token,
    // Tag-based revalidation serves fresh content; the CDN would add its own delay.
    useCdn: false,
    ...(options.apiHost ? { apiHost: options.apiHost, useProjectHostname: false } : {}),
  });
}

export function createSanitySource(options: SanitySourceOptions): ContentSource {
  const client = sanityClient(options).withConfig({ perspective: 'published' });
  // Set up as next-sanity documents a preview client: a token, no CDN, stega with the studio's address.
  const previewClient = client.withConfig({ stega: stegaConfig(options.studioUrl ?? 'http://localhost:3333') });
  return {
    kind: 'sanity',
    fetch<R>(query: string, params: Record<string, unknown> = {}) {
      return client.fetch<R>(query, params, { cache: 'no-store' });
    },
    preview<R>(query: string, params: Record<string, unknown>, { perspective, stega }: PreviewOptions) {
      if (!options.token) return Promise.reject(new PreviewNeedsTokenError());
      return previewClient.fetch<R>(query, params, { perspective, stega, cache: 'no-store' });
    },
  };
}

export function createPreviewSecretClient(options: SanitySourceOptions & { token: string }) {
  return sanityClient(options);
}
