import 'server-only';

import type { ClientReturn } from '@sanity/client';

import { contentSource } from './cache';

/*
 * The content port's public face: a named loader per thing the site shows,
 * each pairing its query with its cache tags (./reads.ts). Pages and routes
 * call these and pass what they get to components as props; nothing else
 * chooses tags.
 */
export * from './programme';
export { DEFAULT_PROGRAMME_NAME } from './programme-name';
export * from './queries';
export * from './storefront';

/**
 * Runs one query against the content itself, past every cache: for what must
 * be current on every request (the amount a buyer is charged, web/lib/orders/price.ts).
 */
export function fetchCurrentContent<const Q extends string>(
  query: Q,
  params: Record<string, unknown> = {},
): Promise<ClientReturn<Q, unknown>> {
  return contentSource().fetch(query, params);
}
