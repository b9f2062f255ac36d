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

/** Closed windows go, client addresses with them; each step claims its rows, so instances may run it at once. */
export function runBackgroundWork(): Promise<void> {
  globalForWork.__resetBackgroundRun ??= (async () => {
    try {
      const db = await getDb();
      await deleteExpiredWindows(db);
      await recoverOrders(db, await getPayments(), { sessionSecret: getConfig().secrets.sessionSecret });
    } catch (error) {
      if (ServiceUnavailableError.is(error)) console.error(`background: ${error.name}: ${error.message}`);
      else console.error('background: order recovery failed:', error);
    }
    await flushOutbox();
  })().finally(() => {
    globalForWork.__resetBackgroundRun = undefined;
  });
  return globalForWork.__resetBackgroundRun;
}

/** At start, then every 15 s for the life of the server. */
export function startBackgroundWork(): void {
  if (globalForWork.__resetBackgroundTimer) return;
  void runBackgroundWork();
  globalForWork.__resetBackgroundTimer = setInterval(() => void runBackgroundWork(), 15_000);
  globalForWork.__resetBackgroundTimer.unref();
}
