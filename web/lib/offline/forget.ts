// Apart from the storing code: the public pages' sign-in forms load only this.

export const OFFLINE_STORE = 'reset-day-v1';

/** Counts forgetDay() calls, so a store run that overlaps one undoes its own writes. */
let forgotten = 0;

export const timesForgotten = () => forgotten;

/**
 * Resolves once the store is gone; the worker's unregistration is only started, as it waits behind any
 * registration in progress, which a poor network can hold for minutes. Without the store it answers nothing.
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
