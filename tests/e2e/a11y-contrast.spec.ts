import { expect, test, type Page } from '@playwright/test';

import { MEMBERS_PAGES, PUBLIC_PAGES } from '../support/site-paths';
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

/**
 * The controls of the page that show their shape by a fill of their own (a
 * background unlike the one behind them) and, once forced colours replace every
 * background, have no edge left: no border on all four sides and no outline.
 * The fills are read in normal colours, the edges in forced colours.
 */
async function filledControlsWithoutEdge(page: Page): Promise<{ filled: string[]; edgeless: string[] }> {
  await page.emulateMedia({ forcedColors: 'none' });
  const filled = await page.evaluate(() => {
    const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('No canvas');
    const rgba = (color: string) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      return [...context.getImageData(0, 0, 1, 1).data].join();
    };
    const behind = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const color = rgba(getComputedStyle(parent).backgroundColor);
        if (!color.endsWith(',0')) return color;
      }
      return '255,255,255,255';
    };
    const controls = [
      ...document.querySelectorAll<HTMLElement>(
        'a[href], button, input[type="submit"], input[type="button"], [role="button"], [role="tab"], label',
      ),
    ].filter((control) => {
      if (!control.checkVisibility({ visibilityProperty: true })) return false;
      const fill = rgba(getComputedStyle(control).backgroundColor);
      return !fill.endsWith(',0') && fill !== behind(control);
    });
    controls.forEach((control, index) => control.setAttribute('data-filled-control', String(index)));
    return controls.map((control) =>
      (control.getAttribute('aria-label') ?? control.innerText).replace(/\s+/g, ' ').trim(),
    );
  });

  await page.emulateMedia({ forcedColors: 'active' });
  const edgeless = await page.evaluate(() => {
    const visible = (width: string, style: string) => parseFloat(width) > 0 && !['none', 'hidden'].includes(style);
    return [...document.querySelectorAll<HTMLElement>('[data-filled-control]')]
      .filter((control) => {
        const style = getComputedStyle(control);
        const bordered = (['Top', 'Right', 'Bottom', 'Left'] as const).every((side) =>
          visible(style[`border${side}Width`], style[`border${side}Style`]),
        );
        return !bordered && !visible(style.outlineWidth, style.outlineStyle);
      })
      .map((control) => Number(control.dataset.filledControl));
  });
  await page.emulateMedia({ forcedColors: 'none' });
  return { filled, edgeless: edgeless.map((index) => filled[index] ?? String(index)) };
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

  test('in forced colours every filled button and button-like link of the public pages keeps an edge', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const filled = new Set<string>();
    const edgeless: string[] = [];
    // A phone shows the header's price button; a desktop, its full bar.
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of [...PUBLIC_PAGES, '/checkout', '/login', '/sign-in', '/success', '/payment-success']) {
        await page.goto(path);
        const found = await filledControlsWithoutEdge(page);
        found.filled.forEach((name) => filled.add(name));
        edgeless.push(...found.edgeless.map((name) => `${path} at ${width}px: ${name}`));
      }
    }
    expect([...filled]).toEqual(
      expect.arrayContaining([
        'Start Now – €9.90',
        'Start Your 24-Hour Reset Now',
        'Notify Me',
        'Subscribe',
        'Download on the App Store',
        'Get it on Google Play',
        'Continue to Payment',
        'Log In to Begin Your Reset',
        'Send Message',
      ]),
    );
    expect(edgeless).toEqual([]);
  });

  test('in forced colours every filled button, tab and link of the members’ pages keeps an edge', async ({ page }) => {
    test.setTimeout(120_000);
    await logIn(page, 'ivan');
    const filled = new Set<string>();
    const edgeless: string[] = [];
    for (const path of MEMBERS_PAGES) {
      await page.goto(path);
      const found = await filledControlsWithoutEdge(page);
      found.filled.forEach((name) => filled.add(name));
      edgeless.push(...found.edgeless.map((name) => `${path}: ${name}`));
    }
    expect([...filled]).toEqual(expect.arrayContaining(['Print Tracker', 'Omnivore', '7-Day Tracker']));
    expect(edgeless).toEqual([]);
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
