// What every page owes, whoever may open it: checked page by page in
// public-pages.spec.ts and members-pages.spec.ts.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type Response } from '@playwright/test';

// @axe-core/playwright is typed against its own copy of playwright-core; the page is the same object.
type AxePage = ConstructorParameters<typeof AxeBuilder>[0]['page'];

/** What axe finds against WCAG 2.2 AA and its best practices, as rule and elements. */
export async function axeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page: page as unknown as AxePage })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return violations.map((violation) => ({
    id: violation.id,
    nodes: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

/** The first Tab stop is the skip link, in view, and it leads to the main content. */
export async function expectSkipLinkFirst(page: Page) {
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
}

/*
 * No page relies on an emoji or symbol font: a browser without one (Debian's
 * Chromium, many Linux desktops, older phones) draws such glyphs as empty boxes,
 * so every icon is inline SVG. The text marks that every font draws (© ® ™) are fine.
 */
const PICTOGRAPH = /(?![©®™])[\p{Extended_Pictographic}\u{2190}-\u{21FF}\u{25A0}-\u{27BF}\u{2B00}-\u{2BFF}]/gu;

function pictographsIn(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(PICTOGRAPH)) {
    const at = match.index ?? 0;
    found.add(
      `${match[0]} (U+${match[0].codePointAt(0)!.toString(16).toUpperCase()}) in “${text.slice(Math.max(0, at - 40), at + 20)}”`,
    );
  }
  return [...found];
}

/** The pictographs of the page as served (its response) and as it stands once its scripts have run. */
export async function pictographsOn(page: Page, served: Response): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  return [...pictographsIn(await served.text()), ...pictographsIn(await page.content())];
}
