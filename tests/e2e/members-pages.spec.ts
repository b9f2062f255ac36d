// One pass over the members' pages, signed in once: each page is loaded once and
// checked for what every page owes: the skip link, axe at a desktop and a phone
// width (with an accordion option open, so its content is scanned too), and no
// pictograph that needs an emoji font.
import { tmpdir } from 'node:os';
import path from 'node:path';

import { expect, test } from '@playwright/test';

import { MEMBERS_PAGES } from '../support/site-paths';
import { logIn } from './support/members';
import { axeViolations, expectSkipLinkFirst, pictographsOn } from './support/page-checks';

const session = path.join(tmpdir(), `members-pages-${process.pid}.json`);

test.beforeAll(async ({ browser }) => {
  // The file below does not exist yet: this context signs in to write it.
  const context = await browser.newContext({ storageState: undefined });
  await logIn(await context.newPage(), 'jonas');
  await context.storageState({ path: session });
  await context.close();
});

test.use({ storageState: session, viewport: { width: 1280, height: 900 } });

for (const path of MEMBERS_PAGES) {
  test(`${path}: skip link, axe on desktop and phone, icons`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page, 'signed in, not sent to the login page').toHaveURL(path);
    expect(await pictographsOn(page, response!)).toEqual([]);
    await expectSkipLinkFirst(page);

    const accordion = page.locator('details > summary[role="button"]').first();
    if (await accordion.count()) await accordion.click();
    expect(await axeViolations(page), 'desktop').toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await axeViolations(page), 'phone').toEqual([]);
  });
}
