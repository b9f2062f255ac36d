import { STAGE_SCREENS } from '@/lib/programme/stage-screens';

// public/offline-worker.js repeats the store name (./forget.ts) and the ready marker: change them together.

/** An entry written last when everything else is stored, so a half-made store never counts as ready. */
export const READY_MARKER = '/offline-ready.json';

/** At the site's root, so it may answer for the members' pages. */
export const WORKER_URL = '/offline-worker.js';

export const OFFLINE_PAGES: readonly string[] = [
  '/dashboard',
  '/product/reset/welcome',
  ...Object.keys(STAGE_SCREENS).map((screen) => `/product/reset/${screen}`),
  '/product/reset/reflection',
  '/daily-reset-tracker',
];

/** The programme itself, never the account: nothing from any other API is ever stored. */
export const OFFLINE_DOCUMENTS: readonly string[] = [
  '/api/guide',
  '/api/tracker',
  '/api/tracker/html',
  '/assets/printable-guide.html',
  '/assets/reflection-journal.html',
];

export const OFFLINE_APP_FILES: readonly string[] = ['/manifest.webmanifest', '/icon.svg', '/icon-192.png'];

export interface ReadyRecord {
  owner: string;
  storedAt: string;
  urls: string[];
}
