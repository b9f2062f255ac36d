import 'server-only';

import { getDb } from './db';
import { deleteExpiredWindows } from './db/rate-limits';
import { getConfig } from './env';
import { flushOutbox } from './mail';
import { recoverOrders } from './orders/recovery';
import { getPayments } from './payments';
import { ServiceUnavailableError } from './service-unavailable';

const globalForWork = globalThis as typeof globalThis & {
  __resetBackgroundTimer?: NodeJS.Timeout;
  __resetBackgroundRun?: Promise<void>;
};

/**
 * One round of the server's background work: forget throttling counters whose
 * window closed, recover what a crash left behind (stranded test payments,
 * passwords past their window), then send due e-mails. Every step is idempotent and claims its rows, so any number of
 * instances may run it at the same time.
 */
export function runBackgroundWork(): Promise<void> {
  globalForWork.__resetBackgroundRun ??= (async () => {
    try {
      const db = await getDb();
      // Client addresses and usernames in the sign-in and form counters are kept no longer than their window.
      await deleteExpiredWindows(db);
      await recoverOrders(db, await getPayments(), { sessionSecret: getConfig().secrets.sessionSecret });
    } catch (error) {
      // The next round tries again; an outage is logged without a stack, anything else with one.
      if (ServiceUnavailableError.is(error)) console.error(`background: ${error.name}: ${error.message}`);
      else console.error('background: order recovery failed:', error);
    }
    await flushOutbox();
  })().finally(() => {
    globalForWork.__resetBackgroundRun = undefined;
  });
  return globalForWork.__resetBackgroundRun;
}

/** Runs the background work at start (what a crash left behind) and every 15 s for the life of the server. */
export function startBackgroundWork(intervalMs = 15_000): void {
  if (globalForWork.__resetBackgroundTimer) return;
  void runBackgroundWork();
  globalForWork.__resetBackgroundTimer = setInterval(() => void runBackgroundWork(), intervalMs);
  globalForWork.__resetBackgroundTimer.unref();
}
