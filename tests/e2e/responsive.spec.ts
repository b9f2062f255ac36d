// The purchase walked at every common width: no page is wider than the window,
// no text field hides part of its value, and every item of the members' bar and
// footer can be reached (a sideways list shows that it scrolls; from 1024 px up
// the members' bar needs no scrolling).
import { expect, test, type Page } from '@playwright/test';

import { expectEveryLinkReachable, expectNoHorizontalOverflow, expectNothingClipped } from './support/layout-checks';
import { buyThroughApi } from './support/purchase';

const WIDTHS = [320, 375, 768, 1024, 1280, 1440];
const STAGES = ['welcome', 'morning', 'midday', 'afternoon', 'reflection'];
const MEMBERS_PAGES = ['/dashboard', ...STAGES.map((stage) => `/product/reset/${stage}`), '/daily-reset-tracker'];

async function expectFits(page: Page, where: string) {
  await expectNoHorizontalOverflow(page, where);
  await expectNothingClipped(page, where);
}

/** From 1024 px up the members' bar shows every stage and the tracker without scrolling. */
async function expectWholeBar(page: Page, where: string) {
  const bar = page.getByRole('navigation', { name: 'Programme' });
  const list = bar.locator('ol');
  await expect(list.getByRole('link')).toHaveCount(STAGES.length + 1);
  for (const link of await bar.getByRole('link').all()) {
    await expect(link, `${where}: ${await link.textContent()}`).toBeInViewport({ ratio: 1 });
  }
  expect(
    await list.evaluate((element) => element.scrollWidth - element.clientWidth),
    `${where}: the stage list scrolls`,
  ).toBeLessThanOrEqual(1);
  await expect(bar.locator('[aria-current="page"]')).toBeInViewport({ ratio: 1 });
  await expect(bar.locator('[data-scroll-cue]')).toHaveCount(0);
}

test('the purchase fits every width from 320 to 1440 px, with every way around in reach', async ({ page }) => {
  test.setTimeout(240_000);
  // A long address: its username is as long as generated usernames get.
  const email = `alexandra.konstantinopoulou+${Date.now()}@example.com`;
  const { paymentIntentId } = await buyThroughApi(page.request, email);

  let credentials = { username: '', password: '' };
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });

    await page.goto(`/payment-success?payment_intent=${paymentIntentId}`);
    const username = page.getByLabel('Username');
    await expect(username).toBeVisible({ timeout: 15_000 });
    credentials = { username: await username.inputValue(), password: await page.getByLabel('Password').inputValue() };
    expect(credentials.username.length).toBeLessThanOrEqual(20);
    await expectFits(page, `success page at ${width}px`);
    await page.getByRole('button', { name: 'Show password' }).click();
    await expectFits(page, `success page, password shown, at ${width}px`);
  }

  const login = await page.request.post('/api/login', {
    data: credentials,
    headers: { 'x-forwarded-for': '198.51.100.140' },
  });
  expect(login.status()).toBe(200);

  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    for (const pathname of MEMBERS_PAGES) {
      const where = `${pathname} at ${width}px`;
      await page.goto(pathname);
      const bar = page.getByRole('navigation', { name: 'Programme' });
      await expect(bar).toBeVisible();
      await expectFits(page, where);
      await expect(bar.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
      // A bar that does not fit says so: an arrow at the edge with more.
      const list = bar.locator('ol');
      const overflows = await list.evaluate((element) => element.scrollWidth > element.clientWidth + 1);
      if (overflows) await expect(bar.locator('[data-scroll-cue]').first()).toBeVisible();
      await expectEveryLinkReachable(page, bar, where);
      if (width >= 1024) await expectWholeBar(page, where);
      const footer = page.getByRole('contentinfo');
      for (const name of ['Contact', 'Privacy Policy', 'Terms of Service', 'Cookie Policy', 'Refund Policy']) {
        await expect(footer.getByRole('link', { name, exact: true })).toBeVisible();
      }
      await expectEveryLinkReachable(page, footer, `${where}, footer`);
    }

    await page.goto('/checkout');
    // An address of a common length; a longer one scrolls inside its field as typing does everywhere.
    await page.getByLabel('Email address').fill('anna.lee@example.com');
    await expectFits(page, `checkout at ${width}px`);
    const header = page.getByRole('banner');
    const menu = header.getByRole('button', { name: 'Open menu' });
    if (await menu.isVisible()) await expect(menu).toBeInViewport();
    else
      await expectEveryLinkReachable(page, header.getByRole('navigation', { name: 'Main' }), `checkout at ${width}px`);
  }
});

test('the dashboard links to the tracker and to support; signed in, the public bar offers the dashboard', async ({
  page,
}) => {
  const email = `links-${Date.now()}@example.com`;
  const { paymentIntentId } = await buyThroughApi(page.request, email);
  await page.goto(`/payment-success?payment_intent=${paymentIntentId}`);
  await expect(page.getByLabel('Username')).toBeVisible({ timeout: 15_000 });
  const credentials = {
    username: await page.getByLabel('Username').inputValue(),
    password: await page.getByLabel('Password').inputValue(),
  };
  await page.goto('/');
  await page.setViewportSize({ width: 1280, height: 800 });
  const mainNav = page.getByRole('navigation', { name: 'Main' });
  await expect(mainNav.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');

  await page.goto('/login');
  await page.getByLabel('Username').fill(credentials.username);
  await page.getByLabel('Password', { exact: true }).fill(credentials.password);
  await page.getByRole('button', { name: 'Log In to Begin Your Reset' }).click();
  await expect(page).toHaveURL('/dashboard');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Open the tracker' })).toHaveAttribute('href', '/daily-reset-tracker');
  await expect(main.getByRole('link', { name: 'Contact support' })).toHaveAttribute('href', '/contact');

  await page.goto('/');
  await expect(mainNav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  await expect(mainNav.getByRole('link', { name: 'Login' })).toHaveCount(0);
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: 'Dashboard' })).toBeVisible();
});

test('a hint that outlived its session is forgotten once the login page is shown', async ({ page, context }) => {
  // As after a logout in another browser or a password reset by support: the hint stays, the session is gone.
  await context.addCookies([{ name: 'signed_in', value: '1', url: test.info().project.use.baseURL! }]);
  await page.goto('/');
  const mainNav = page.getByRole('navigation', { name: 'Main' });
  await mainNav.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await expect.poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'signed_in')).toBe(false);
  await page.goto('/');
  await expect(mainNav.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
});
