import 'server-only';

import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

import { evaluateGroq, heldContentPaths, readDatasetFile, readSeedDataset, type SanityDocument } from './dataset';
import { applyPerspective } from './perspective';
import type { ContentSource, PreviewOptions } from './source';

export { evaluateGroq, readSeedDataset, type SanityDocument } from './dataset';

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
 * While content:watch runs, what it published after validation, so an invalid edit never shows;
 * otherwise the seed files, or the last published copy when they do not parse (a save half done).
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

/** The files' names, sizes and times and whether the watcher runs: cheap beside parsing them. */
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
 * The embedded content adapter; `heldDir` is where content:watch publishes. Each answer is kept for
 * the dataset it came from, as the Content Lake's CDN keeps one: the reads past every cache repeat
 * the same queries, and groq-js takes tens of milliseconds for one with joins. Its previews carry no
 * stega: the overlays open a studio, which edits a hosted project, not these files.
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
