import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

import { PUBLIC_PAGES } from './support/storefront';

// @axe-core/playwright is typed against its own copy of playwright-core; the page is the same object.
type AxePage = ConstructorParameters<typeof AxeBuilder>[0]['page'];

const scan = (page: Page) =>
  new AxeBuilder({ page: page as unknown as AxePage })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();

function summary(violations: Awaited<ReturnType<typeof scan>>['violations']) {
  return violations.map((violation) => ({
    id: violation.id,
    nodes: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

for (const [label, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['mobile', { width: 375, height: 740 }],
] as const) {
  test.describe(`accessibility at ${label} width`, () => {
    test.use({ viewport });

    for (const path of [...PUBLIC_PAGES, '/no-such-page']) {
      test(`${path} has no axe violations`, async ({ page }) => {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        const { violations } = await scan(page);
        expect(summary(violations)).toEqual([]);
      });
    }
  });
}

test.describe('accessibility of opened widgets', () => {
  test('an open FAQ answer and a paused carousel have no axe violations', async ({ page }) => {
    await page.goto('/');
    await page.locator('#faq summary').first().click();
    await page.getByRole('button', { name: 'Next testimonial' }).click();
    const { violations } = await scan(page);
    expect(summary(violations)).toEqual([]);
  });

  test('the open mobile menu has no axe violations', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    const { violations } = await scan(page);
    expect(summary(violations)).toEqual([]);
  });

  test('the contact form showing its errors has no axe violations', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
    const { violations } = await scan(page);
    expect(summary(violations)).toEqual([]);
  });
});
