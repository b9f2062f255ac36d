import { expect, test, type Page } from '@playwright/test';

import { logIn } from './support/members';

/**
 * The contrast of each visible text input's border against what surrounds it
 * (the nearest ancestor with a background), from the computed colours as the
 * browser paints them: a canvas turns any CSS colour (lab(), oklch()…) into sRGB.
 */
function inputBorderContrasts(page: Page) {
  return page.evaluate(() => {
    const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('No canvas');
    const rgb = (color: string) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      const [r = 0, g = 0, b = 0, a = 0] = context.getImageData(0, 0, 1, 1).data;
      return { r, g, b, a };
    };
    const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
      const [R, G, B] = [r, g, b].map((value) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      }) as [number, number, number];
      return 0.2126 * R + 0.7152 * G + 0.0722 * B;
    };
    const behind = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const color = rgb(getComputedStyle(parent).backgroundColor);
        if (color.a > 128) return color;
      }
      return { r: 255, g: 255, b: 255, a: 255 };
    };
    const fields = [...document.querySelectorAll<HTMLElement>('input, textarea, select')].filter(
      (field) =>
        !['checkbox', 'radio', 'hidden', 'range'].includes(field.getAttribute('type') ?? '') &&
        field.checkVisibility({ visibilityProperty: true }),
    );
    return fields.map((field) => {
      const border = luminance(rgb(getComputedStyle(field).borderTopColor));
      const around = luminance(behind(field));
      const ratio = (Math.max(border, around) + 0.05) / (Math.min(border, around) + 0.05);
      return {
        field: field.id || field.getAttribute('name') || field.outerHTML.slice(0, 60),
        ratio: +ratio.toFixed(2),
      };
    });
  });
}

test.describe('contrast and names', () => {
  test('every input border on the public forms is at least 3:1 against its background', async ({ page }) => {
    const measured: { field: string; ratio: number }[] = [];
    for (const path of ['/contact', '/login', '/checkout', '/']) {
      await page.goto(path);
      measured.push(...(await inputBorderContrasts(page)));
    }
    expect(measured.length).toBeGreaterThan(5);
    expect(measured.filter(({ ratio }) => ratio < 3)).toEqual([]);
  });

  test('every input border in the members’ tools is at least 3:1 against its background', async ({ page }) => {
    await logIn(page, 'ivan');
    const measured: { field: string; ratio: number }[] = [];
    for (const path of ['/product/reset/morning', '/product/reset/midday', '/product/reset/reflection']) {
      await page.goto(path);
      measured.push(...(await inputBorderContrasts(page)));
    }
    expect(measured.length).toBeGreaterThan(0);
    expect(measured.filter(({ ratio }) => ratio < 3)).toEqual([]);
  });

  test('the tracker’s checkboxes are named with their day', async ({ page }) => {
    await logIn(page, 'ivan');
    await page.goto('/daily-reset-tracker');
    await expect(page.getByRole('checkbox', { name: 'Day 3: Movement session', exact: true })).toHaveCount(1);
    const names = await page
      .getByRole('checkbox')
      .evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).labels?.[0]?.textContent ?? ''));
    expect(names).toHaveLength(77);
    expect(new Set(names).size).toBe(77);
  });
});
