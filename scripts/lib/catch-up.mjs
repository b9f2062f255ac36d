// @ts-check
import { setTimeout } from 'node:timers/promises';

/**
 * When a process catches up with the content revalidations recorded in the database
 * (web/lib/content/revalidations.ts): before its first request, so nothing kept on disk
 * from before a restart is served; then at most once a second while requests come, and
 * when the price is due to change. A request waits for one under way at most half a second.
 *
 * @param {(first: boolean) => Promise<{ nextChangeAt: number | null }>} run
 */
export function createCatchUp(run) {
  let startedAt = -Infinity;
  let nextChangeAt = Infinity;
  /** @type {Promise<void> | undefined} */
  let running;
  /** @type {Promise<void> | undefined} */
  let first;
  let failing = false;

  function start(isFirst = false) {
    startedAt = Date.now();
    running = run(isFirst)
      .then((answer) => {
        nextChangeAt = answer.nextChangeAt ?? Infinity;
        if (failing) console.log('content: catching up with revalidations again.');
        failing = false;
      })
      .catch((error) => {
        if (!failing) console.error('content: cannot catch up with revalidations:', error?.message ?? error);
        failing = true;
      })
      .finally(() => (running = undefined));
    return running;
  }

  return {
    async beforeRequest() {
      if (!first) return (first = start(true));
      await first;
      const now = Date.now();
      if (!running && (now - startedAt >= 1_000 || now >= nextChangeAt)) start();
      if (running) await Promise.race([running, setTimeout(500, undefined, { ref: false })]);
    },
  };
}
