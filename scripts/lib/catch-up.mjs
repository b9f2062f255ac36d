// @ts-check
/**
 * When a process catches up with the content revalidations recorded in the
 * database (web/lib/content/revalidations.ts, through the route at
 * CATCH_UP_PATH): at start, before any request, so that nothing it kept on
 * disk from before a restart is served; then at most once a second while
 * requests come, and at the moment the price is due to change. A request waits
 * for a catch-up under way at most `waitMs`: a slow database delays pages by
 * that much, never more.
 */
export const CATCH_UP_PATH = '/api/revalidate/catch-up';
export const CATCH_UP_TOKEN_HEADER = 'x-content-catch-up';

/**
 * @param {(first: boolean) => Promise<{ nextChangeAt: number | null }>} run asks the app to catch up;
 *   `first` for the app's first request, which it answers only once it has started
 * @param {{ intervalMs?: number, waitMs?: number, now?: () => number }} [options]
 */
export function createCatchUp(run, { intervalMs = 1_000, waitMs = 500, now = Date.now } = {}) {
  let startedAt = -Infinity;
  let nextChangeAt = Infinity;
  /** @type {Promise<void> | undefined} */
  let running;
  /** Settles when the first catch-up has, whatever its outcome: no request is served before it. */
  let first;
  let reported = false;

  function start(isFirst = false) {
    startedAt = now();
    running = run(isFirst)
      .then((answer) => {
        nextChangeAt = answer.nextChangeAt ?? Infinity;
        if (reported) console.log('content: catching up with revalidations again.');
        reported = false;
      })
      .catch((error) => {
        if (!reported) console.error('content: cannot catch up with revalidations:', error?.message ?? error);
        reported = true;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  return {
    /** Resolves when the request may go on. */
    async beforeRequest() {
      if (!first) {
        first = start(true);
        return first;
      }
      await first;
      const time = now();
      if (!running && (time - startedAt >= intervalMs || time >= nextChangeAt)) start();
      if (!running) return;
      let timer;
      await Promise.race([running, new Promise((resolve) => (timer = setTimeout(resolve, waitMs)))]);
      clearTimeout(timer);
    },
  };
}
