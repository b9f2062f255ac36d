import 'server-only';

/*
 * The content port's public face: a named loader per thing the site shows,
 * each pairing its query with its cache tags (./reads.ts). Pages and routes
 * call these and pass what they get to components as props; nothing else
 * chooses tags. readCurrent is for what must not come from a cache: the
 * amount charged (web/lib/orders/price.ts).
 */
export { readCurrent } from './cache';
export * from './programme';
export { DEFAULT_PROGRAMME_NAME } from './programme-name';
export * from './queries';
export { reads } from './reads';
export * from './storefront';
