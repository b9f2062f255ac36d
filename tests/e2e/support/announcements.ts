import type { Page } from '@playwright/test';

/**
 * Records every text a screen reader would be told about: what a live region
 * (aria-live polite/assertive, or role alert/status not turned off) that is on
 * the page comes to say, and an alert added with its words. A status added
 * already holding its words is not counted: most screen readers say nothing.
 */
export async function recordAnnouncements(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const heard: string[] = [];
    (window as unknown as { heard: string[] }).heard = heard;
    const live = (node: Node | null) => {
      for (
        let element = node instanceof Element ? node : node?.parentElement;
        element;
        element = element.parentElement
      ) {
        const mode = element.getAttribute('aria-live');
        if (mode === 'off') return null;
        if (mode === 'polite' || mode === 'assertive') return element;
        if (['alert', 'status'].includes(element.getAttribute('role') ?? '')) return element;
      }
      return null;
    };
    const alerts = (node: Node) =>
      node instanceof Element
        ? [node, ...node.querySelectorAll('*')].filter((e) => e.getAttribute('role') === 'alert')
        : [];
    new MutationObserver((records) => {
      // Once per region for what one render changed.
      const regions = new Set(
        records.flatMap((record) => {
          const region = live(record.target);
          return region ? [region] : [...record.addedNodes].flatMap(alerts);
        }),
      );
      for (const region of regions) {
        const text = region.textContent?.trim();
        if (text) heard.push(text);
      }
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { heard: string[] }).heard);
}
