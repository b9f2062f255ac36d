import { STAGE_SCREENS } from '@/lib/programme/stage-screens';

/*
 * What "the day, ready for airplane mode" is made of. The service worker
 * (public/offline-worker.js) answers only from the store these modules fill, and
 * only for these addresses and the build's static files; it keeps the same
 * store name (./forget.ts) and ready marker, so change them together.
 */

/** An entry written last when everything else is stored, so a half-made store never counts as ready. */
export const READY_MARKER = '/offline-ready.json';

/** The service worker's address: at the site's root, so it may answer for the members' pages. */
export const WORKER_URL = '/offline-worker.js';

/** The members' pages, each stored with the files it loads. */
export const OFFLINE_PAGES: readonly string[] = [
  '/dashboard',
  '/product/reset/welcome',
  ...Object.keys(STAGE_SCREENS).map((screen) => `/product/reset/${screen}`),
  '/product/reset/reflection',
  '/daily-reset-tracker',
];

/**
 * The programme's documents. They are the programme itself, on the member's own
 * day (fetched with their session, like the pages), never the account: nothing
 * from /api/user, the payment routes or any other API is ever stored.
 */
export const OFFLINE_DOCUMENTS: readonly string[] = [
  '/api/guide',
  '/api/tracker',
  '/api/tracker/html',
  '/assets/printable-guide.html',
  '/assets/reflection-journal.html',
];

/** What the installed app needs to start offline. */
export const OFFLINE_APP_FILES: readonly string[] = ['/manifest.webmanifest', '/icon.svg', '/icon-192.png'];

/** What the ready marker records: whose day it is (the member's id), when it was stored, and what it holds. */
export interface ReadyRecord {
  owner: string;
  storedAt: string;
  urls: string[];
}
