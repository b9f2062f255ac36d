import { offlineMessages } from '../messages/members';
import { assetKind, assetUrlsIn } from './assets';
import { forgetDay, OFFLINE_STORE, timesForgotten } from './forget';
import {
  OFFLINE_APP_FILES,
  OFFLINE_DOCUMENTS,
  OFFLINE_PAGES,
  READY_MARKER,
  WORKER_URL,
  type ReadyRecord,
} from './programme';

// Storing happens in the page; the service worker only answers from the store.

/** Tells the worker never to answer this request from the store: it comes to fill it. */
export const STORING_HEADER = 'X-Offline-Store';

export type Progress = { done: number; total: number };

export class StoreError extends Error {
  override name = 'StoreError';
  constructor(
    readonly reason: 'signed-out' | 'offline' | 'failed' | 'unsupported',
    message: string,
  ) {
    super(message);
  }
}

/** Asks the worker (public/offline-worker.js) to take charge of the page. */
export const CLAIM_MESSAGE = 'claim';

export function offlineSupported(): boolean {
  return typeof window !== 'undefined' && 'caches' in window && 'serviceWorker' in navigator;
}

async function storedRecord(): Promise<ReadyRecord | null> {
  if (!offlineSupported()) return null;
  // caches.open would make the store again if another page forgot it meanwhile; a match by name never does.
  const marker = await caches.match(READY_MARKER, { cacheName: OFFLINE_STORE });
  return marker ? ((await marker.json()) as ReadyRecord) : null;
}

/** The ready marker's record of `owner`'s day, or null when nothing, part of the day or another's day is stored. */
export async function readyRecord(owner: string): Promise<ReadyRecord | null> {
  const record = await storedRecord();
  return record?.owner === owner ? record : null;
}

/** Someone else signed in on this device, however they did it. */
export async function forgetAnotherMembersDay(owner: string): Promise<void> {
  const record = await storedRecord();
  if (record && record.owner !== owner) await caches.delete(OFFLINE_STORE);
}

export async function registerWorker(): Promise<void> {
  if (!offlineSupported()) return;
  await navigator.serviceWorker.register(WORKER_URL, { scope: '/' });
  const { active } = await navigator.serviceWorker.ready;
  // A registration whose unregistration was still waiting (a logout while another tab or a page kept in the
  // back/forward cache used the worker) comes back with its worker already active: it never activates again, so
  // nothing would put it in charge of this page, which loaded while it was leaving.
  if (!navigator.serviceWorker.controller) active?.postMessage(CLAIM_MESSAGE);
}

async function fetchForStore(path: string): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(path, { credentials: 'same-origin', cache: 'no-store', headers: { [STORING_HEADER]: '1' } });
  } catch {
    throw new StoreError('offline', offlineMessages.offline);
  }
  if (response.status === 401 || (response.redirected && new URL(response.url).pathname === '/login')) {
    await forgetDay();
    throw new StoreError('signed-out', offlineMessages.sessionEnded);
  }
  if (!response.ok) throw new StoreError('failed', offlineMessages.fileFailed);
  return response;
}

/** The pages go in last and the marker after them, so an interrupted run leaves the previous copy whole. */
export async function storeDay(
  owner: string,
  onProgress: (progress: Progress) => void = () => {},
): Promise<ReadyRecord> {
  if (!offlineSupported()) {
    throw new StoreError('unsupported', offlineMessages.browserUnsupported);
  }
  const startedIn = timesForgotten();
  const origin = window.location.origin;
  const fetched = new Map<string, Response>();
  const queue: string[] = [...OFFLINE_PAGES, ...OFFLINE_DOCUMENTS, ...OFFLINE_APP_FILES];
  const seen = new Set(queue);
  let done = 0;
  onProgress({ done, total: queue.length });

  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    const response = await fetchForStore(path);
    const kind = OFFLINE_PAGES.includes(path) ? 'html' : assetKind(path);
    if (kind) {
      const text = await response.clone().text();
      for (const asset of assetUrlsIn(text, origin + path, kind)) {
        if (!seen.has(asset)) {
          seen.add(asset);
          queue.push(asset);
        }
      }
    }
    fetched.set(path, response);
    onProgress({ done: ++done, total: seen.size });
  }

  if (timesForgotten() !== startedIn) throw new StoreError('signed-out', offlineMessages.signedOut);
  const store = await caches.open(OFFLINE_STORE);
  const pagesLast = [...fetched].sort(
    ([a], [b]) => Number(OFFLINE_PAGES.includes(a)) - Number(OFFLINE_PAGES.includes(b)),
  );
  for (const [path, response] of pagesLast) await store.put(path, response);
  for (const request of await store.keys()) {
    const { pathname, search } = new URL(request.url);
    if (!fetched.has(pathname + search) && pathname !== READY_MARKER) await store.delete(request);
  }
  const record: ReadyRecord = { owner, storedAt: new Date().toISOString(), urls: [...fetched.keys()] };
  await store.put(READY_MARKER, Response.json(record));
  if (timesForgotten() !== startedIn) {
    await caches.delete(OFFLINE_STORE);
    throw new StoreError('signed-out', offlineMessages.signedOutWhileStoring);
  }
  return record;
}

const REFRESH_AFTER_MS = 10 * 60 * 1000;

/** Brings a stored day up to date with an editor's change or a new build. */
export async function refreshIfStale(owner: string, now = Date.now()): Promise<void> {
  if (!navigator.onLine) return;
  const record = await readyRecord(owner);
  if (!record || now - Date.parse(record.storedAt) < REFRESH_AFTER_MS) return;
  await storeDay(owner);
}
