import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

import { PROGRAMME_PAGES } from '../support/site-paths';
import { logIn } from './support/members';

// @axe-core/playwright is typed against its own copy of playwright-core.
type AxePage = ConstructorParameters<typeof AxeBuilder>[0]['page'];

const PAGES = PROGRAMME_PAGES;

for (const [label, viewport] of [
  ['desktop', { width: 1280, height: 900 }],
  ['mobile', { width: 390, height: 844 }],
] as const) {
  test(`axe finds no violations on the programme pages at ${label} width`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    await logIn(page, 'jonas');
    for (const path of PAGES) {
      await page.goto(path);
      // Open an accordion option, so its content is scanned too.
      const accordion = page.locator('details > summary[role="button"]').first();
      if (await accordion.count()) await accordion.click();
      const results = await new AxeBuilder({ page: page as unknown as AxePage }).analyze();
      expect(
        results.violations.map(
          (violation) => `${path}: ${violation.id} ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        ),
      ).toEqual([]);
    }
  });
}
