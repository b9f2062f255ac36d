/* global self, caches */
/*
 * The members' offline worker: stores nothing itself (the page fills the store when the member
 * asks, web/lib/offline/store.ts), and answers from it only for the programme's addresses and the
 * build's static files, only when the network cannot be reached (online, the session check still
 * applies), and never again once the session ends or changes hands. Keep STORE, READY_MARKER and
 * STORING_HEADER in step with web/lib/offline.
 */
const STORE = 'reset-day-v1';
const READY_MARKER = '/offline-ready.json';
const STORING_HEADER = 'X-Offline-Store';
const PROGRAMME =
  /^\/(?:dashboard|daily-reset-tracker|product\/reset\/[a-z-]+|api\/guide|api\/tracker(?:\/html)?|assets\/[a-z-]+\.html)$/;
const APP_FILES = new Set(['/manifest.webmanifest', '/icon.svg', '/apple-icon', '/icon-192.png']);
/** Once these succeed, nobody or somebody else is signed in: the stored day is no longer the member's. */
const SESSION_CHANGES = new Set(['/api/logout', '/api/login', '/api/sign-in-link']);
const OFFLINE_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>You are offline | 24-Hour Reset</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#0f172a;line-height:1.5}a{color:#047857}</style>
</head><body><main>
<h1>You are offline</h1>
<p>This page was not stored for offline use. It will open once you are back online.</p>
<p><a href="/dashboard">Back to your dashboard</a></p>
</main></body></html>`;

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
// A page this worker does not control yet asks for it (web/lib/offline/store.ts, registerWorker).
self.addEventListener('message', (event) => {
  if (event.data === 'claim') event.waitUntil(self.clients.claim());
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.method === 'POST' && SESSION_CHANGES.has(url.pathname)) {
    event.respondWith(changeSession(request, event));
    return;
  }
  // The router's own requests for a page's data (RSC) are never stored: offline, the
  // router falls back to loading the whole page, which is answered below.
  if (request.method !== 'GET' || request.headers.has('RSC') || url.searchParams.has('_rsc')) return;
  if (url.pathname.startsWith('/_next/static/')) {
    event.respondWith(storedFirst(request));
  } else if (PROGRAMME.test(url.pathname) || APP_FILES.has(url.pathname)) {
    event.respondWith(networkFirst(request, url, event));
  }
});

async function stored(request) {
  if (!(await caches.has(STORE))) return undefined;
  const store = await caches.open(STORE);
  if (!(await store.match(READY_MARKER))) return undefined;
  // The guide's print window adds a query to a stored document's address.
  return store.match(request, { ignoreSearch: true });
}

/** Build files carry a hash of their content: a stored one is always right. */
async function storedFirst(request) {
  if (request.headers.has(STORING_HEADER)) return fetch(request);
  return (await stored(request)) ?? fetch(request);
}

async function networkFirst(request, url, event) {
  let response;
  try {
    response = await fetch(request);
  } catch (error) {
    if (request.headers.has(STORING_HEADER)) throw error;
    const copy = await stored(request);
    if (copy) return copy;
    if (request.mode === 'navigate' && !APP_FILES.has(url.pathname)) {
      return new Response(OFFLINE_PAGE, { status: 503, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
    }
    throw error;
  }
  if (sessionEnded(response)) await forget(event);
  return response;
}

/** How the server says the session is over: members' pages redirect to /login, members' routes answer 401. */
function sessionEnded(response) {
  if (response.status === 401 || response.type === 'opaqueredirect') return true;
  return response.redirected && new URL(response.url).pathname === '/login';
}

async function changeSession(request, event) {
  const response = await fetch(request);
  if (response.ok) await forget(event);
  return response;
}

/**
 * Deletes the store before the answer goes back; the worker's own
 * unregistration follows it, because it waits behind any registration in
 * progress, whose script fetch a poor network can hold for minutes. Without the
 * store the worker has nothing to answer from meanwhile.
 */
async function forget(event) {
  await caches.delete(STORE);
  event.waitUntil(self.registration.unregister());
}
