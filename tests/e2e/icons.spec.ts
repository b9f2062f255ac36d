// No page relies on an emoji or symbol font: a browser without one (Debian's
// Chromium, many Linux desktops, older phones) draws such glyphs as empty boxes,
// so every icon is inline SVG. The text marks that every font draws (© ® ™) are fine.
import { expect, test, type Page } from '@playwright/test';

import { MEMBERS_PAGES, SITE_PAGES } from '../support/site-paths';
import { logIn } from './support/members';

const PICTOGRAPH = /(?![©®™])[\p{Extended_Pictographic}\u{2190}-\u{21FF}\u{25A0}-\u{27BF}\u{2B00}-\u{2BFF}]/gu;

function pictographsIn(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(PICTOGRAPH)) {
    const at = match.index ?? 0;
    found.add(
      `${match[0]} (U+${match[0].codePointAt(0)!.toString(16).toUpperCase()}) in “${text.slice(Math.max(0, at - 40), at + 20)}”`,
    );
  }
  return [...found];
}

/** The page as served, and as it stands once its scripts have run. */
async function pictographsOnPage(page: Page, pathname: string): Promise<string[]> {
  const response = await page.goto(pathname);
  expect(response?.status(), pathname).toBe(200);
  const served = await response!.text();
  await page.waitForLoadState('networkidle');
  const rendered = await page.content();
  return [...pictographsIn(served), ...pictographsIn(rendered)].map((found) => `${pathname}: ${found}`);
}

test('no page shows a pictograph that needs an emoji or symbol font, public or members’', async ({ page }) => {
  test.setTimeout(180_000);
  const found: string[] = [];
  for (const pathname of SITE_PAGES.filter((path) => !(MEMBERS_PAGES as readonly string[]).includes(path))) {
    found.push(...(await pictographsOnPage(page, pathname)));
  }
  await logIn(page, 'jonas');
  for (const pathname of MEMBERS_PAGES) found.push(...(await pictographsOnPage(page, pathname)));
  expect(found).toEqual([]);
});

test('/favicon.ico answers with an icon', async ({ request }) => {
  const response = await request.get('/favicon.ico');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  const body = await response.body();
  // An ICO file's header: reserved 0, type 1 (icon), then how many images it holds.
  expect([...body.subarray(0, 4)]).toEqual([0, 0, 1, 0]);
  expect(body.readUInt16LE(4)).toBeGreaterThan(0);
});
