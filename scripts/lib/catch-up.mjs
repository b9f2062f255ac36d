// @ts-check
/**
 * When a process catches up with the content revalidations recorded in the database
 * (web/lib/content/revalidations.ts): before its first request, so nothing kept on disk
 * from before a restart is served; then at most once a second while requests come, and
 * when the price is due to change. A request waits for one under way at most `waitMs`.
 */

/**
 * @param {(first: boolean) => Promise<{ nextChangeAt: number | null }>} run
 * @param {{ intervalMs?: number, waitMs?: number, now?: () => number }} [options]
 */
export function createCatchUp(run, { intervalMs = 1_000, waitMs = 500, now = Date.now } = {}) {
  let startedAt = -Infinity;
  let nextChangeAt = Infinity;
  /** @type {Promise<void> | undefined} */
  let running;
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
