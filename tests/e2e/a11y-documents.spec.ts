import { expect, test } from '@playwright/test';

import { logIn } from './support/members';

/** Where each PDF is also offered as a web page: the same content, with headings, a language and reflowing text. */
const HTML_VERSION: Record<string, string> = {
  '/api/guide': '/assets/printable-guide.html',
  '/api/tracker': '/api/tracker/html',
};

test.describe('documents', () => {
  test('every link to a PDF in the members’ area has its HTML version beside it', async ({ page }) => {
    await logIn(page, 'lena');
    let pdfLinks = 0;
    for (const path of ['/dashboard', '/product/reset/welcome', '/product/reset/reflection', '/daily-reset-tracker']) {
      await page.goto(path);
      const found = await page.locator('main a[href^="/api/guide"], main a[href^="/api/tracker"]').evaluateAll(
        (links, versions) =>
          links
            .filter((link) => Object.hasOwn(versions, link.getAttribute('href') ?? ''))
            .map((link) => {
              const html = versions[link.getAttribute('href')!]!;
              return {
                pdf: link.getAttribute('href'),
                beside: !!link.parentElement?.querySelector(`a[href="${html}"]`),
              };
            }),
        HTML_VERSION,
      );
      expect(
        found.filter(({ beside }) => !beside),
        path,
      ).toEqual([]);
      pdfLinks += found.length;
    }
    expect(pdfLinks).toBeGreaterThanOrEqual(4);

    for (const html of Object.values(HTML_VERSION)) {
      await page.goto(html);
      await expect(page.locator('html')).toHaveAttribute('lang', /^en/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    }
  });
});
