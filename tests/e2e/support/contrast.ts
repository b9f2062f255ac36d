import type { Page } from '@playwright/test';

declare global {
  interface Window {
    /** The contrast ratio of two CSS colours as the browser paints them (any syntax: lab(), oklch()…). */
    contrastOf?: (foreground: string, background: string) => number;
    /** The first opaque background colour of the element or its ancestors (white when none). */
    backgroundBehind?: (element: Element) => string;
  }
}

/**
 * Puts `contrastOf` and `backgroundBehind` on the page's window for the
 * measurements of a test's `page.evaluate`: a canvas turns any computed colour
 * into sRGB, and the ratio is WCAG's relative-luminance one.
 */
export async function installContrast(page: Page): Promise<void> {
  await page.evaluate(() => {
    const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('No canvas');
    const rgba = (color: string) => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = color;
      context.fillRect(0, 0, 1, 1);
      return [...context.getImageData(0, 0, 1, 1).data] as [number, number, number, number];
    };
    const luminance = (color: string) => {
      const [R, G, B] = rgba(color)
        .slice(0, 3)
        .map((value) => {
          const c = value / 255;
          return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
        }) as [number, number, number];
      return 0.2126 * R + 0.7152 * G + 0.0722 * B;
    };
    window.contrastOf = (foreground, background) => {
      const [a, b] = [luminance(foreground), luminance(background)];
      return +((Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)).toFixed(2);
    };
    window.backgroundBehind = (element) => {
      for (let node: Element | null = element; node; node = node.parentElement) {
        const color = getComputedStyle(node).backgroundColor;
        if (rgba(color)[3] > 128) return color;
      }
      return 'white';
    };
  });
}
