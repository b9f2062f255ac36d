import 'server-only';

import { readFile } from 'node:fs/promises';

import { evaluateGroq, heldContentPaths, readDatasetFile, readSeedDataset, type SanityDocument } from './dataset';
import { applyPerspective } from './perspective';
import type { ContentSource, PreviewOptions } from './source';

export { evaluateGroq, readSeedDataset, type SanityDocument } from './dataset';

/** Whether `npm run content:watch` is running for this data folder (it is on this host by nature). */
async function watcherRunning(watcherFile: string): Promise<boolean> {
  const pid = Number(await readFile(watcherFile, 'utf8').catch(() => ''));
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, but another user's.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The dataset to serve. While content:watch runs, what it published after
 * validation: an edit reaches the site only once it has passed, and a broken
 * or invalid one never does. Otherwise the seed files themselves, or, when
 * they do not parse (a save half done), the last published copy.
 */
async function datasetToServe(seedDir: string, heldDir: string | undefined): Promise<SanityDocument[]> {
  if (!heldDir) return readSeedDataset(seedDir);
  const { validFile, watcherFile } = heldContentPaths(heldDir);
  if (await watcherRunning(watcherFile)) {
    try {
      return await readDatasetFile(validFile);
    } catch {
      // Not published yet: the watcher is still checking its first dataset.
    }
  }
  try {
    return await readSeedDataset(seedDir);
  } catch (error) {
    const held = await readDatasetFile(validFile).catch(() => undefined);
    if (!held) throw error;
    console.error(`content: ${(error as Error).message}; serving the last valid content.`);
    return held;
  }
}

/**
 * The embedded content adapter. It reads the dataset on every fetch; the
 * loaders' 'use cache' (./cache.ts) keeps the result under the query's tags
 * until a webhook revalidates them. `heldDir` is where content:watch publishes.
 * Documents whose id starts with `drafts.` (or `versions.`) are seen only by a
 * preview, through its perspective, as the Content Lake serves them.
 *
 * A preview here carries no stega, whatever `stega` asks: the click-to-edit
 * overlays it would feed open a studio, and a studio edits a hosted Sanity
 * project, not these files. With a project (SANITY_PROJECT_ID) the Sanity
 * adapter previews instead, and @sanity/client encodes the Content Source Maps
 * the Content Lake sends.
 */
export function createLocalSource(seedDir: string, heldDir?: string): ContentSource {
  return {
    kind: 'local',
    async fetch<R>(query: string, params: Record<string, unknown> = {}) {
      return evaluateGroq<R>(query, applyPerspective(await datasetToServe(seedDir, heldDir), 'published'), params);
    },
    async preview<R>(query: string, params: Record<string, unknown>, { perspective }: PreviewOptions) {
      return evaluateGroq<R>(query, applyPerspective(await datasetToServe(seedDir, heldDir), perspective), params);
    },
  };
}
