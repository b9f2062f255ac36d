import 'server-only';

import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

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
 * What distinguishes one dataset to serve from another: the seed files' and
 * the published copy's names, sizes and modification times, and whether the
 * watcher runs. Cheap beside reading and parsing them.
 */
async function datasetVersion(seedDir: string, heldDir: string | undefined): Promise<string> {
  const seedFiles = (await readdir(seedDir)).filter((file) => file.endsWith('.ndjson')).sort();
  const files = [...seedFiles.map((file) => path.join(seedDir, file))];
  const held = heldDir ? heldContentPaths(heldDir) : undefined;
  if (held) files.push(held.validFile);
  const stamps = await Promise.all(
    files.map(async (file) => {
      const info = await stat(file, { bigint: true }).catch(() => undefined);
      return info ? `${file}:${info.size}:${info.mtimeNs}` : `${file}:none`;
    }),
  );
  return JSON.stringify([stamps, held ? await watcherRunning(held.watcherFile) : false]);
}

/**
 * The embedded content adapter. The loaders' 'use cache' (./cache.ts) keeps
 * what it answers under the query's tags until a webhook revalidates them.
 * `heldDir` is where content:watch publishes. Documents whose id starts with
 * `drafts.` (or `versions.`) are seen only by a preview, through its
 * perspective, as the Content Lake serves them.
 *
 * Each answer is kept for the dataset it came from, as the Content Lake's CDN
 * keeps one: the reads past every cache (the price at Pay, each e-mail's
 * content) ask the same queries again and again, and groq-js takes tens of
 * milliseconds for one with joins. A change to the files starts afresh.
 *
 * A preview here carries no stega, whatever `stega` asks: the click-to-edit
 * overlays it would feed open a studio, and a studio edits a hosted Sanity
 * project, not these files. With a project (SANITY_PROJECT_ID) the Sanity
 * adapter previews instead, and @sanity/client encodes the Content Source Maps
 * the Content Lake sends.
 */
export function createLocalSource(seedDir: string, heldDir?: string): ContentSource {
  let served:
    { version: string; documents: Promise<SanityDocument[]>; answers: Map<string, Promise<unknown>> } | undefined;

  async function answer<R>(
    query: string,
    params: Record<string, unknown>,
    perspective: Parameters<typeof applyPerspective>[1],
  ) {
    const version = await datasetVersion(seedDir, heldDir);
    if (served?.version !== version) {
      const documents = datasetToServe(seedDir, heldDir);
      served = { version, documents, answers: new Map() };
      documents.catch(() => (served = undefined));
    }
    const { documents, answers } = served;
    const key = JSON.stringify([perspective, query, params]);
    let answered = answers.get(key);
    if (!answered) {
      answered = documents.then((all) => evaluateGroq(query, applyPerspective(all, perspective), params));
      answers.set(key, answered);
      answered.catch(() => answers.delete(key));
    }
    // Each caller gets its own copy to fill in (figures, stega) as it likes.
    return structuredClone(await answered) as R;
  }

  return {
    kind: 'local',
    fetch: <R>(query: string, params: Record<string, unknown> = {}) => answer<R>(query, params, 'published'),
    preview: <R>(query: string, params: Record<string, unknown>, { perspective }: PreviewOptions) =>
      answer<R>(query, params, perspective),
  };
}
