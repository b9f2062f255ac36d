import { expect, type Locator, type Page } from '@playwright/test';

/** Fails when the page is wider than the window: something sticks out sideways. */
export async function expectNoHorizontalOverflow(page: Page, where: string) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth, `${where}: the page is ${scrollWidth - clientWidth}px wider than the window`).toBeLessThanOrEqual(
    clientWidth,
  );
}

/** Fails when a visible text field cannot show all of its value, or a heading runs out of its box. */
export async function expectNothingClipped(page: Page, where: string) {
  const clipped = await page.evaluate(() => {
    const fields = [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')].filter(
      (field) =>
        field.offsetParent !== null &&
        field.value !== '' &&
        !['checkbox', 'radio', 'hidden', 'range', 'color', 'file'].includes(field.type),
    );
    const headings = [...document.querySelectorAll<HTMLElement>('h1')].filter((heading) => heading.offsetParent);
    return [...fields, ...headings]
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .map(
        (element) => `${element.tagName.toLowerCase()} "${(element as HTMLInputElement).value ?? element.textContent}"`,
      );
  });
  expect(clipped, `${where}: clipped text`).toEqual([]);
}

/**
 * Fails when a link of `container` cannot be brought into the window: each is
 * scrolled into view (a sideways list scrolls) and must then lie inside the
 * window and be the element found at its centre (not hidden under another).
 */
export async function expectEveryLinkReachable(page: Page, container: Locator, where: string) {
  const unreachable = await container.evaluate((root) => {
    const missed: string[] = [];
    for (const link of root.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      link.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: 'instant' });
      const box = link.getBoundingClientRect();
      const inside = box.width > 0 && box.left >= -1 && box.right <= window.innerWidth + 1;
      const atCentre = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (!inside || !atCentre || !(link === atCentre || link.contains(atCentre))) missed.push(link.textContent ?? '');
    }
    return missed;
  });
  expect(unreachable, `${where}: links out of reach`).toEqual([]);
}
