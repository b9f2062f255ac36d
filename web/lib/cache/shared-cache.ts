import 'server-only';

import { createClient, RESP_TYPES } from '@redis/client';

/**
 * Where the cache handlers (web/cache-handler.mjs, web/use-cache-handler.mjs)
 * find this process's shared cache. Node loads them outside the app's bundle,
 * so they cannot import this module; they spell the same key.
 */
export const SHARED_CACHE_KEY = Symbol.for('24-hour-reset.shared-cache');

/** What the cache handlers ask of the cache that every instance shares. */
export interface SharedCache {
  /** The bytes stored under `key`, or null if there are none. Throws when the cache cannot answer now. */
  get(key: string): Promise<Buffer | null>;
  /** Keeps `value` under `key` for `ttlSeconds`. Throws when the cache cannot take it now. */
  set(key: string, value: Buffer, ttlSeconds: number): Promise<void>;
  close(): Promise<void>;
}

export interface SharedCacheOptions {
  /** Put before every key: lets tests share one Redis without seeing each other's entries. */
  keyPrefix?: string;
  /** How long a command may take before the page is served without the shared cache. */
  commandTimeoutMs?: number;
  /** After a failure, how long requests skip the shared cache before one tries it again. */
  pauseMs?: number;
  now?: () => number;
}

/** The shared cache could not answer; the handlers serve from this process's own cache instead. */
export class SharedCacheUnavailableError extends Error {
  override name = 'SharedCacheUnavailableError';
}

/**
 * Redis through its official client, set up so that Redis being down, or
 * hanging, never holds a page up: commands are not queued while the client is
 * disconnected (they fail at once), each has a short timeout, and after a
 * failure the handlers skip Redis for `pauseMs` (serving from this process's
 * own cache, checked against the revalidations in Postgres as always) rather
 * than wait on every request. The client reconnects by itself in the
 * background, also when Redis is down at start.
 */
export function createSharedCache(
  url: string,
  { keyPrefix = '', commandTimeoutMs = 500, pauseMs = 5_000, now = Date.now }: SharedCacheOptions = {},
): SharedCache {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 2_000,
      reconnectStrategy: (retries) => Math.min(250 * 2 ** retries, 5_000),
    },
  }).withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer });

  const where = new URL(url).host;
  let pausedUntil = 0;
  let reported = false;
  const unavailable = (cause: unknown) => {
    pausedUntil = now() + pauseMs;
    if (!reported) {
      reported = true;
      const reason = cause instanceof Error ? cause.message || cause.name : String(cause);
      console.error(`cache: Redis at ${where} is unavailable (${reason}); serving from this instance's cache.`);
    }
    return new SharedCacheUnavailableError(`Redis at ${where} is unavailable`, { cause });
  };
  // Without a listener an 'error' event would end the process; the reconnection loop reports through it.
  client.on('error', (error: unknown) => void unavailable(error));
  const recovered = () => {
    if (reported) console.log(`cache: Redis at ${where} is back; instances share their cache again.`);
    reported = false;
    pausedUntil = 0;
  };
  // Reconnected; or, for a Redis that had stopped answering on an open connection, answering again.
  client.on('ready', recovered);
  // Not awaited: a server whose Redis is down at start still starts, and uses Redis once it answers.
  client.connect().catch((error: unknown) => void unavailable(error));

  async function run<T>(command: () => Promise<T>): Promise<T> {
    if (!client.isReady || now() < pausedUntil) throw new SharedCacheUnavailableError(`Redis at ${where} is not ready`);
    // A timer of our own: the client's command timeout does not cover a command already sent, so a Redis
    // that stops answering (a hung host, a network dropping packets) would hold the page for ever.
    const sent = command();
    // Answered or failed after the timer, it concerns nobody any more.
    sent.catch(() => {});
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${commandTimeoutMs} ms`)), commandTimeoutMs);
    });
    try {
      const answer = await Promise.race([sent, late]);
      if (reported) recovered();
      return answer;
    } catch (error) {
      throw unavailable(error);
    } finally {
      clearTimeout(timer);
    }
  }

  return {
    get: (key) => run(() => client.get(keyPrefix + key)),
    async set(key, value, ttlSeconds) {
      await run(() => client.set(keyPrefix + key, value, { expiration: { type: 'EX', value: ttlSeconds } }));
    },
    async close() {
      // A client still trying to reach Redis has nothing to finish: stop it at once.
      if (client.isReady) await client.close();
      else if (client.isOpen) client.destroy();
    },
  };
}

const globalForCache = globalThis as typeof globalThis & { [SHARED_CACHE_KEY]?: SharedCache };

/** Makes `cache` the one the cache handlers use in this process (once, at start). */
export function registerSharedCache(cache: SharedCache): void {
  globalForCache[SHARED_CACHE_KEY] = cache;
}
