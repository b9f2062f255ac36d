// One pass over the public pages: each is loaded once and checked for what every
// page owes, whatever it says: the security headers, its metadata, the skip link,
// axe at a desktop and a phone width, no pictograph that needs an emoji font, and
// an empty DevTools Issues panel.
import { expect, test, type Page } from '@playwright/test';

import { securityHeaderProblems } from '../support/security-headers';
import { PUBLIC_PAGES } from '../support/site-paths';
import { axeViolations, expectSkipLinkFirst, pictographsOn } from './support/page-checks';

/**
 * What Lighthouse's best-practices audit counts as "issues logged in the Chrome
 * DevTools Issues panel". A blocked eval, which the page catches, shows nowhere
 * else: not in the console, not as an error.
 */
const COUNTED_ISSUES = new Set([
  'ContentSecurityPolicyIssue',
  'MixedContentIssue',
  'CookieIssue',
  'BlockedByResponseIssue',
  'HeavyAdIssue',
]);

/** Collects the page's DevTools issues and policy violations in the console from now on. */
async function watchIssues(page: Page) {
  const issues: unknown[] = [];
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Audits.issueAdded', ({ issue }) => {
    if (COUNTED_ISSUES.has(issue.code)) issues.push(issue);
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) issues.push(message.text());
  });
  await cdp.send('Audits.enable');
  return issues;
}

/** Its own title, description, canonical URL and Open Graph card, open to search engines. */
async function expectMetadata(page: Page, path: string, baseURL: string) {
  // Next.js writes the home page's address without the trailing slash.
  const canonical = new URL(path, baseURL).toString().replace(/\/$/, '');
  await expect(page).toHaveTitle(/\S/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /\S/);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /opengraph-image/);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
}

test.use({ viewport: { width: 1280, height: 800 } });

for (const path of [...PUBLIC_PAGES, '/checkout', '/login', '/no-such-page']) {
  test(`${path}: headers, metadata, skip link, axe on desktop and phone, icons, no DevTools issues`, async ({
    page,
    baseURL,
  }) => {
    const issues = await watchIssues(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(path === '/no-such-page' ? 404 : 200);
    expect(securityHeaderProblems(new Headers(await response!.allHeaders()))).toEqual([]);
    expect(await pictographsOn(page, response!)).toEqual([]);

    if ((PUBLIC_PAGES as readonly string[]).includes(path)) await expectMetadata(page, path, baseURL!);
    expect(await axeViolations(page), 'desktop').toEqual([]);
    await expectSkipLinkFirst(page);

    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.setViewportSize({ width: 375, height: 740 });
    expect(await axeViolations(page), 'phone').toEqual([]);
    expect(issues).toEqual([]);
  });
}

test('the success pages, reached without a payment, show no pictograph either', async ({ page }) => {
  for (const path of ['/payment-success', '/success']) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    expect(await pictographsOn(page, response!), path).toEqual([]);
  }
});

test('titles differ from page to page', async ({ request }) => {
  const titles = new Set<string>();
  for (const path of PUBLIC_PAGES) {
    const html = await (await request.get(path)).text();
    titles.add(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
  }
  expect(titles.size).toBe(PUBLIC_PAGES.length);
});

test.describe('with widgets open and forms in error', () => {
  test('an open FAQ answer and a paused carousel have no axe violations', async ({ page }) => {
    await page.goto('/');
    await page.locator('#faq summary').first().click();
    await page.getByRole('button', { name: 'Next testimonial' }).click();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the open mobile menu has no axe violations', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });

  test('the contact form showing its errors has no axe violations and logs no DevTools issue', async ({ page }) => {
    const issues = await watchIssues(page);
    await page.goto('/contact');
    await page.getByLabel('Name').fill('A');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    expect(issues).toEqual([]);
  });

  test('the sign-in form showing its errors logs no DevTools issue', async ({ page }) => {
    const issues = await watchIssues(page);
    await page.goto('/login');
    await page.getByRole('button', { name: /Log In/ }).click();
    await expect(page.getByText('Username is required')).toBeVisible();
    expect(issues).toEqual([]);
  });
});
