// `npm run bench -- pwa`: Lighthouse's installability and PWA checks for the
// members' start URL, signed in. Lighthouse 12 dropped its PWA category, so
// this runs 11.7.1, the last release that has it, through npx (fetched from the
// npm registry once, then cached); the browser tests check the same thing on
// every run through Chromium's own installability check (offline-day.spec.ts).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const LIGHTHOUSE_WITH_PWA = 'lighthouse@11.7.1';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
].join(' ');

/** The PWA category's score and each automated audit's, for `url` opened with `cookie`. */
export function pwaAudit({ url, cookie, chromePath }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-pwa-'));
  const report = path.join(dir, 'pwa.json');
  try {
    const result = spawnSync(
      'npx',
      [
        '--yes',
        LIGHTHOUSE_WITH_PWA,
        url,
        '--only-categories=pwa',
        '--output=json',
        `--output-path=${report}`,
        '--quiet',
        `--chrome-flags=${CHROME_FLAGS}`,
        `--extra-headers=${JSON.stringify({ Cookie: cookie })}`,
      ],
      { encoding: 'utf8', env: { ...process.env, CHROME_PATH: chromePath }, timeout: 300_000 },
    );
    if (result.status !== 0) throw new Error(`Lighthouse (PWA) failed:\n${result.stderr}`);
    const lhr = JSON.parse(readFileSync(report, 'utf8'));
    const audits = lhr.categories.pwa.auditRefs
      .map(({ id }) => lhr.audits[id])
      .filter((audit) => audit.scoreDisplayMode !== 'manual')
      .map((audit) => ({ id: audit.id, title: audit.title, score: audit.score }));
    return { lighthouse: lhr.lighthouseVersion, url: lhr.finalDisplayedUrl, score: lhr.categories.pwa.score, audits };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** What failed, for the bench's list of budgets missed. */
export function pwaMisses(result) {
  return result.audits.filter((audit) => audit.score !== 1).map((audit) => `PWA: ${audit.title} (${audit.id})`);
}
