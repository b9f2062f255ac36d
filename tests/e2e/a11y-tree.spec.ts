import { expect, test } from '@playwright/test';

interface AXNode {
  ignored: boolean;
  role?: { value: string };
  name?: { value: string };
}

test.describe('nothing hidden from assistive technology', () => {
  for (const path of ['/', '/what-you-get']) {
    test(`every heading of ${path} is in the accessibility tree at load, without scrolling`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('load');
      const inDom = await page.locator('main :is(h1, h2, h3, h4, h5, h6)').evaluateAll((headings) =>
        headings
          // Those the page shows (an offer's other state is display: none until it applies).
          .filter((heading) => heading.checkVisibility({ visibilityProperty: true }))
          .map((heading) => (heading.textContent ?? '').replace(/\s+/g, ' ').trim()),
      );
      expect(inDom.length).toBeGreaterThan(5);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);

      // The tree a screen reader reads, as Chromium's DevTools protocol gives it.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Accessibility.enable');
      const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AXNode[] };
      const inTree = nodes
        .filter((node) => !node.ignored && node.role?.value === 'heading')
        .map((node) => (node.name?.value ?? '').replace(/\s+/g, ' ').trim());
      expect(inTree).toEqual(expect.arrayContaining(inDom));
    });
  }

  test('the FAQ questions of / are form controls in the tree at load', async ({ page }) => {
    await page.goto('/');
    const cdp = await page.context().newCDPSession(page);
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AXNode[] };
    const questions = await page.locator('#faq summary').count();
    expect(questions).toBeGreaterThan(0);
    const shown = nodes.filter(
      (node) => !node.ignored && ['DisclosureTriangle', 'button'].includes(node.role?.value ?? ''),
    );
    expect(shown.length).toBeGreaterThanOrEqual(questions);
  });

  for (const path of ['/', '/what-you-get']) {
    test(`${path} still shifts nothing while it loads and is scrolled through (CLS 0)`, async ({ page }) => {
      await page.addInitScript(() => {
        (window as unknown as { shifts: number }).shifts = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) (window as unknown as { shifts: number }).shifts += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(path);
      await page.waitForLoadState('load');
      for (let y = 0; y < 12; y++) {
        // Scrolled by script, not by input: a shift right after input would not count.
        // Two frames: the scroll painted, and anything it moves laid out.
        await page.evaluate(async () => {
          window.scrollBy({ top: 800, behavior: 'instant' });
          for (let frame = 0; frame < 2; frame++) await new Promise(requestAnimationFrame);
        });
      }
      expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
    });
  }
});
