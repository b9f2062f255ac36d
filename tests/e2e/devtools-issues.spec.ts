// Chromium's Issues panel stays empty on every public page: what Lighthouse's
// best-practices audit "issues logged in the Chrome DevTools Issues panel"
// counts (Content-Security-Policy, mixed content, cookies, blocked responses,
// heavy ads), read here from the DevTools protocol as the page loads and runs.
// A blocked eval, which the page catches, shows nowhere else: not in the
// console, not as an error.
import { expect, test, type Page } from '@playwright/test';

import { PUBLIC_PAGES } from '../support/site-paths';

const COUNTED = new Set([
  'ContentSecurityPolicyIssue',
  'MixedContentIssue',
  'CookieIssue',
  'BlockedByResponseIssue',
  'HeavyAdIssue',
]);

async function issuesOn(page: Page, pathname: string, use: (page: Page) => Promise<void> = async () => {}) {
  const cdp = await page.context().newCDPSession(page);
  const issues: unknown[] = [];
  cdp.on('Audits.issueAdded', ({ issue }) => {
    if (COUNTED.has(issue.code)) issues.push(issue);
  });
  await cdp.send('Audits.enable');
  await page.goto(pathname);
  await page.waitForLoadState('networkidle');
  await use(page);
  await cdp.detach();
  return issues;
}

for (const pathname of [...PUBLIC_PAGES, '/checkout', '/login', '/no-such-page']) {
  test(`${pathname} logs nothing in the Issues panel`, async ({ page }) => {
    expect(await issuesOn(page, pathname)).toEqual([]);
  });
}

test('submitting the forms with mistakes, checked in the browser, logs nothing either', async ({ page }) => {
  const submitted = await issuesOn(page, '/login', async () => {
    await page.getByRole('button', { name: /Log In/ }).click();
    await expect(page.getByText('Username is required')).toBeVisible();
  });
  expect(submitted).toEqual([]);
  const contact = await issuesOn(page, '/contact', async () => {
    await page.getByLabel('Name').fill('A');
    await page.getByRole('button', { name: /send/i }).click();
    await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
  });
  expect(contact).toEqual([]);
});
