import { appendFileSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

import AxeBuilder from '@axe-core/playwright';
import { stegaClean } from '@sanity/client/stega';
import { expect, test, type Browser, type Page, type Response } from '@playwright/test';

import { E2E_DATA_DIR } from '../../../playwright.config';
import { seedDocument } from '../../support/seed';
import { seedCopyDir, useSeedCopyServer } from '../support/seed-copy';

/*
 * Preview before publishing, on the embedded content: a draft added to this
 * spec's own copy of the seed (CONTENT_SEED_DIR) shows only in the browser
 * that turned draft mode on with the preview secret, as its editor wrote it
 * (no stega: click-to-edit overlays need a hosted studio); a visitor's browser
 * never sees it, before, during or after.
 */

const root = path.resolve(import.meta.dirname, '../../..');
const port = Number(process.env.E2E_PORT ?? 3100) + 73;
const dataDir = path.join(root, `${E2E_DATA_DIR}-preview`);

type Settings = { hero: { headline: string }; footer: { tagline: string } };
const published = seedDocument<Settings>('siteSettings');
const DRAFT_HEADLINE = 'Preview: a headline no visitor may see';
const DRAFT_TAGLINE = 'Preview: a footer line no visitor may see';

// @axe-core/playwright is typed against its own copy of playwright-core; the page is the same object.
type AxePage = ConstructorParameters<typeof AxeBuilder>[0]['page'];

/** Adds an editor's unpublished change of the site settings to the seed copy, as the studio stores one. */
function addDraft(): void {
  const settings = JSON.parse(
    readFileSync(path.join(seedCopyDir(dataDir), 'site.ndjson'), 'utf8')
      .split('\n')
      .find((line) => line.includes('"_id":"siteSettings"'))!,
  ) as Settings & Record<string, unknown>;
  const draft = {
    ...settings,
    _id: 'drafts.siteSettings',
    hero: { ...settings.hero, headline: DRAFT_HEADLINE },
    footer: { ...settings.footer, tagline: DRAFT_TAGLINE },
  };
  appendFileSync(path.join(seedCopyDir(dataDir), 'site.ndjson'), `\n${JSON.stringify(draft)}\n`);
}

/** Every file under a folder, for a search of what the server wrote. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}

const headline = (page: Page) => page.getByRole('heading', { level: 1 });
const footerLine = (page: Page, text: string) => page.getByRole('contentinfo').getByText(text, { exact: true });
const previewBar = (page: Page) => page.getByRole('complementary', { name: 'Preview' });

test.describe('previewing a draft on the embedded content', () => {
  test.describe.configure({ mode: 'serial' });
  test.use({ baseURL: `http://localhost:${port}` });
  const own = useSeedCopyServer({ port, dataDir, build: 'preview', prepare: addDraft });

  /** The embedded preview secret, which the server keeps in its DATA_DIR/secrets.json from the first link it checks. */
  async function previewSecret(): Promise<string> {
    await fetch(`${own.server.url}/api/draft-mode/enable?sanity-preview-secret=-`);
    const secrets = JSON.parse(readFileSync(path.join(dataDir, 'secrets.json'), 'utf8')) as { previewSecret: string };
    return secrets.previewSecret;
  }

  /** A visitor's browser: it must show the published site whatever the editor does. */
  async function expectVisitorSeesPublished(browser: Browser): Promise<void> {
    const visitor = await browser.newContext({ baseURL: own.server.url });
    const page = await visitor.newPage();
    try {
      await page.goto('/');
      await expect(headline(page)).toHaveText(published.hero.headline);
      // /checkout renders per request, from the content loaders' 'use cache' entries.
      await page.goto('/checkout');
      await expect(footerLine(page, published.footer.tagline)).toBeVisible();
      await expect(page.getByText(/Preview: /)).toHaveCount(0);
      await expect(previewBar(page)).toHaveCount(0);
    } finally {
      await visitor.close();
    }
  }

  test('a preview link without its secret, or with a wrong one, is refused with 401 and no draft mode', async ({
    request,
  }) => {
    const missing = await request.get('/api/draft-mode/enable?sanity-preview-pathname=/', { maxRedirects: 0 });
    expect(missing.status()).toBe(401);
    expect(await missing.text()).toContain('sanity-preview-secret');
    const wrong = await request.get('/api/draft-mode/enable?sanity-preview-secret=not-the-secret', {
      maxRedirects: 0,
    });
    expect(wrong.status()).toBe(401);
    expect(await wrong.text()).toContain('secret is not valid');
    for (const answer of [missing, wrong]) expect(answer.headers()['set-cookie'] ?? '').not.toContain('__prerender');
    const page = await request.get('/');
    expect(await page.text()).not.toContain('Preview: ');
  });

  test('the editor sees the draft, exits through the bar, and sees the published text; a visitor never sees the draft', async ({
    page,
    browser,
  }) => {
    // Three browsers' worth of page loads, each draft-mode one rendered afresh, on a shared machine.
    test.setTimeout(300_000);
    await expectVisitorSeesPublished(browser);

    // The link the Presentation tool opens (or content:watch prints), landing on the page asked for.
    const landed = await page.goto(
      `/api/draft-mode/enable?sanity-preview-secret=${encodeURIComponent(await previewSecret())}&sanity-preview-pathname=%2F`,
    );
    expect(new URL(page.url()).pathname).toBe('/');
    expect(landed?.headers()['cache-control']).toContain('no-store');
    await expect(previewBar(page)).toContainText('You are previewing drafts.');
    // The draft's text exactly, with no invisible edit information after it.
    await expect(headline(page)).toHaveText(DRAFT_HEADLINE);
    const shown = (await headline(page).textContent()) ?? '';
    expect(shown).toBe(stegaClean(shown));
    await expect(page.locator('sanity-visual-editing')).toHaveCount(1);

    // The bar is accessible, and a page rendered per request previews too.
    const axe = await new AxeBuilder({ page: page as unknown as AxePage })
      .include('#preview-bar')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    await page.goto('/checkout');
    await expect(page.getByRole('contentinfo').getByText(DRAFT_TAGLINE)).toBeVisible();

    // Meanwhile, and after the editor's renders, visitors still get the published site.
    await expectVisitorSeesPublished(browser);

    await page.goto('/');
    await previewBar(page).getByRole('button', { name: 'Exit preview' }).click();
    await expect(previewBar(page)).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(headline(page)).toHaveText(published.hero.headline);
    await expect(page.locator('sanity-visual-editing')).toHaveCount(0);

    await expectVisitorSeesPublished(browser);
    // Nothing the editor saw was written where a visitor's page could come from.
    const written = filesUnder(path.join(root, 'web', own.distDir)).filter((file) => {
      const text = readFileSync(file, 'latin1');
      return text.includes(DRAFT_HEADLINE) || text.includes(DRAFT_TAGLINE);
    });
    expect(written).toEqual([]);
  });

  test('visitors load none of visual editing’s script, and may not frame the site; a preview may be framed by the studio', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    /** The page's Content-Security-Policy, and the text of every script it loaded. */
    const scripts = async (target: Page, loaded?: () => Promise<void>) => {
      const urls: string[] = [];
      const collect = (response: Response) => {
        if (/\.m?js(\?|$)/.test(new URL(response.url()).pathname + '?')) urls.push(response.url());
      };
      target.on('response', collect);
      const answer = await target.goto('/');
      await target.waitForLoadState('networkidle');
      await loaded?.();
      target.off('response', collect);
      const bodies = await Promise.all(urls.map(async (url) => (await target.request.get(url)).text()));
      return { csp: answer?.headers()['content-security-policy'] ?? '', js: bodies.join('\n') };
    };
    const visitor = await scripts(page);
    expect(visitor.js.includes('sanity-visual-editing'), 'visual editing in a visitor’s scripts').toBe(false);
    expect(visitor.csp).toContain("frame-ancestors 'none'");

    const editorContext = await browser.newContext({ baseURL: own.server.url });
    const editor = await editorContext.newPage();
    try {
      await editor.goto(`/api/draft-mode/enable?sanity-preview-secret=${encodeURIComponent(await previewSecret())}`);
      // Visual editing loads once the page has hydrated: its element says it has.
      const previewing = await scripts(editor, () => expect(editor.locator('sanity-visual-editing')).toHaveCount(1));
      await expect(previewBar(editor)).toBeVisible();
      // The same check finds visual editing where it is loaded.
      expect(previewing.js.includes('sanity-visual-editing'), 'visual editing in a preview’s scripts').toBe(true);
      expect(previewing.csp).toContain("frame-ancestors 'self' http://localhost:3333");
    } finally {
      await editorContext.close();
    }
  });
});
