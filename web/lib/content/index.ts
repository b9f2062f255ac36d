import 'server-only';

export { readCurrent } from './cache';
export * from './programme';
export { DEFAULT_PROGRAMME_NAME } from './programme-name';
export * from './queries';
export { reads } from './reads';
export * from './storefront';
