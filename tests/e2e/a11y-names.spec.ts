import { expect, test, type Page } from '@playwright/test';

import { installContrast } from './support/contrast';
import { logIn } from './support/members';

/** Each visible placeholder's colour against its field's background, as painted. */
async function placeholderContrasts(page: Page) {
  await installContrast(page);
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[placeholder], textarea[placeholder]')]
      .filter((field) => field.checkVisibility({ visibilityProperty: true }))
      .map((field) => ({
        field: `${location.pathname} ${field.id || field.name}`,
        ratio: window.contrastOf!(getComputedStyle(field, '::placeholder').color, window.backgroundBehind!(field)),
      })),
  );
}

test.describe('names and contrast the scans miss', () => {
  test('an unknown path is titled as not found, on the public site and under the members’ paths', async ({ page }) => {
    for (const path of ['/no-such-page', '/no-such-page/anywhere', '/dashboard/no-such-page']) {
      const answer = await page.goto(path);
      expect(answer?.status(), path).toBe(404);
      await expect(page, path).toHaveTitle(/Page Not Found/);
    }
    await logIn(page, 'ivan');
    for (const path of ['/dashboard/no-such-page', '/product/reset/no-such-stage']) {
      const answer = await page.goto(path);
      expect(answer?.status(), path).toBe(404);
      await expect(page, path).toHaveTitle(/Page Not Found/);
      // One bar and one footer: the members' layout draws the footer around its not-found screen.
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText('404 Page Not Found');
      await expect(page.getByRole('banner'), path).toHaveCount(1);
      await expect(page.getByRole('contentinfo'), path).toHaveCount(1);
    }
  });

  test('placeholders are at least 4.5:1 against their field', async ({ page }) => {
    const measured: { field: string; ratio: number }[] = [];
    for (const path of ['/', '/contact', '/login']) {
      await page.goto(path);
      measured.push(...(await placeholderContrasts(page)));
    }
    await page.goto('/checkout');
    measured.push(...(await placeholderContrasts(page)));
    await page.getByLabel('Email address').fill(`placeholder-${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page.getByLabel('Card number')).toBeVisible();
    measured.push(...(await placeholderContrasts(page)));

    expect(measured.length).toBeGreaterThan(4);
    expect(measured.filter(({ ratio }) => ratio < 4.5)).toEqual([]);
  });

  test('the selected food-style tab’s focus ring stands out from its fill and from the row', async ({ page }) => {
    await logIn(page, 'ivan');
    await page.goto('/product/reset/welcome');
    const tabs = page.getByRole('tablist', { name: 'Food style' }).first();
    await tabs.getByRole('tab', { selected: true }).focus();
    // Arrow keys select as they move, so focus is on the selected tab, put there by the keyboard.
    await page.keyboard.press('ArrowRight');
    const tab = tabs.getByRole('tab', { name: 'Vegetarian' });
    await expect(tab).toBeFocused();
    await expect(tab).toHaveAttribute('aria-selected', 'true');

    await installContrast(page);
    const ring = await tab.evaluate((element) => {
      const style = getComputedStyle(element);
      const row = window.backgroundBehind!(element.parentElement!);
      // With no offset the ring touches the fill; with an offset, the row shows between them.
      const inside = parseFloat(style.outlineOffset) > 0 ? row : style.backgroundColor;
      return {
        style: style.outlineStyle,
        width: parseFloat(style.outlineWidth),
        againstInside: window.contrastOf!(style.outlineColor, inside),
        againstRow: window.contrastOf!(style.outlineColor, row),
      };
    });
    expect(ring.style).not.toBe('none');
    expect(ring.width).toBeGreaterThanOrEqual(2);
    expect(ring.againstInside).toBeGreaterThanOrEqual(3);
    expect(ring.againstRow).toBeGreaterThanOrEqual(3);
  });

  test('a tooltip stays while the pointer moves onto it, and Escape dismisses it', async ({ page }) => {
    await page.goto('/');
    const next = page.getByRole('button', { name: 'Next testimonial' });
    const tooltip = page.getByRole('tooltip', { includeHidden: true }).filter({ hasText: 'Next testimonial' });
    await next.scrollIntoViewIfNeeded();
    await next.hover();
    await expect(tooltip).toBeVisible();

    const to = await tooltip.boundingBox();
    if (!to) throw new Error('The tooltip has no box.');
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
    await page.waitForTimeout(800);
    await expect(tooltip).toBeVisible();
    expect(await page.evaluate(() => document.querySelector('[role="tooltip"]:hover') !== null)).toBe(true);

    await page.keyboard.press('Escape');
    await expect(tooltip).toBeHidden();
  });
});
