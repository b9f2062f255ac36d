/*
 * Forgetting the stored day, apart from the code that stores it and the lists
 * of what it holds: the sign-in forms of the public pages load only this.
 */

/** The one Cache Storage store of the member's programme. */
export const OFFLINE_STORE = 'reset-day-v1';

/** Counts forgetDay() calls, so a store run that overlaps one undoes its own writes. */
let forgotten = 0;

export const timesForgotten = () => forgotten;

/**
 * Forgets the stored programme and the worker: on logout, before any sign-in,
 * and whenever the session is seen to have ended. Resolves once the store is
 * gone. The worker's unregistration is only started: it waits behind any
 * registration in progress, whose script fetch a poor network can hold for
 * minutes, and a logout must not wait for that. Without the store the worker
 * has nothing to answer from meanwhile.
 */
export async function forgetDay(): Promise<void> {
  forgotten += 1;
  if (typeof window === 'undefined' || !('caches' in window)) return;
  await caches.delete(OFFLINE_STORE);
  if ('serviceWorker' in navigator) {
    void navigator.serviceWorker
      .getRegistrations()
      .then((registrations) => Promise.all(registrations.map((registration) => registration.unregister())))
      .catch(() => {});
  }
}
