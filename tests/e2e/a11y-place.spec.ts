import { expect, test, type Page } from '@playwright/test';

import { recordAnnouncements } from './support/announcements';
import { tabTo, watchFocusLoss } from './support/focus';
import { logInWith } from './support/members';
import { buyThroughApi } from './support/purchase';
import { expectToast } from './support/toast';

/*
 * A keyboard or screen-reader buyer never loses their place: after each action
 * focus is where the next step is, and what changed is said.
 */

// The checkouts here count against a client address of their own, not the rest of the suite's.
test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.155' } });

/** A new member, bought through the API, with the credentials the success page shows. */
async function newMember(page: Page) {
  const { paymentIntentId } = await buyThroughApi(page.request, `place-${Date.now()}@example.com`);
  await page.goto(`/payment-success?payment_intent=${paymentIntentId}`);
  const username = page.getByLabel('Username', { exact: true });
  await expect(username).not.toHaveValue('', { timeout: 15_000 });
  return {
    username: await username.inputValue(),
    password: await page.getByLabel('Password', { exact: true }).inputValue(),
  };
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('Continue to Payment says it prepares the payment, then focus is on the card number', async ({ page }) => {
      const lost = await watchFocusLoss(page);
      await page.goto('/checkout');
      const heard = await recordAnnouncements(page);
      await page.getByRole('main').getByLabel('Email address').fill(`continue-${width}-${Date.now()}@example.com`);
      // Past the discount code's disclosure, closed, to the button.
      await page.keyboard.press('Tab');
      await expect(page.getByText('Have a code?')).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: 'Continue to Payment' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByLabel('Card number')).toBeFocused();
      expect((await heard()).filter((text) => text === 'Preparing payment...')).toHaveLength(1);
      expect(lost).toEqual([]);
    });

    test('Save my day keeps focus on the button while the page refreshes with the new day', async ({ page }) => {
      const member = await newMember(page);
      const lost = await watchFocusLoss(page);
      await logInWith(page, member);
      const chooser = page.getByRole('region', { name: 'Your day, your start' });
      await chooser.getByLabel('My day starts at').selectOption('08:00');
      const save = chooser.getByRole('button', { name: 'Save my day' });
      await save.focus();
      await page.keyboard.press('Enter');
      await expectToast(page, 'Saved. Your day now runs from 8:00 AM to 11:00 PM.');
      // Rendered by the server: there once the refresh has come back.
      await expect(page.getByText('Full timeline from 8:00 AM to 11:00 PM')).toBeVisible();
      await expect(save).toBeFocused();
      expect(lost).toEqual([]);
    });

    for (const path of ['/', '/what-you-get', '/checkout']) {
      test(`the header's link to the checkout on ${path} says what it does`, async ({ page }) => {
        await page.goto(path);
        const link = page.getByRole('banner').locator('a[href="/checkout"]').filter({ visible: true });
        await expect(link).toHaveCount(1);
        await expect(link).toHaveAccessibleName(width < 768 ? 'Start Now – €9.90' : 'Start Now');
        await expect(link).toHaveText(width < 768 ? '€9.90' : 'Start Now');
      });
    }

    test('the fields a form refuses empty say they are required', async ({ page }) => {
      await page.goto('/checkout');
      await expect(page.getByRole('main').getByLabel('Email address')).toHaveJSProperty('required', true);
      await page.goto('/login');
      await expect(page.getByLabel('Username')).toHaveJSProperty('required', true);
      await expect(page.getByLabel('Password')).toHaveJSProperty('required', true);
    });

    test('a keyboard alone goes from the landing page to signing out, and focus never falls to the body', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const lost = await watchFocusLoss(page);
      await page.goto('/');
      await tabTo(page, page.getByRole('banner').getByRole('link', { name: /^Start Now/ }));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL('/checkout');
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

      await tabTo(page, page.getByRole('main').getByLabel('Email address'));
      await page.keyboard.type(`walk-${width}-${Date.now()}@example.com`);
      await page.keyboard.press('Enter');
      await expect(page.getByLabel('Card number')).toBeFocused();
      await page.keyboard.type('4242424242424242');
      await page.keyboard.press('Tab');
      await page.keyboard.type('1234');
      await page.keyboard.press('Tab');
      await page.keyboard.type('123');
      await page.keyboard.press('Enter');

      await expect(page.getByRole('heading', { name: 'Your login details' })).toBeFocused({ timeout: 15_000 });
      const username = await page.getByLabel('Username', { exact: true }).inputValue();
      const password = await page.getByLabel('Password', { exact: true }).inputValue();
      await tabTo(page, page.getByRole('link', { name: 'Log In to Start Your Reset' }));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL('/login');
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

      await tabTo(page, page.getByRole('textbox', { name: 'Username' }));
      await page.keyboard.type(username);
      await page.keyboard.press('Tab');
      await page.keyboard.type(password);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL('/dashboard');

      const save = page.getByRole('button', { name: 'Save my day' });
      await tabTo(page, save);
      await page.keyboard.press('Enter');
      await expectToast(page, 'Saved. Your day now runs from 7:00 AM to 10:00 PM.');
      await expect(save).toBeFocused();
      await tabTo(page, page.getByRole('button', { name: 'Log Out' }), { backwards: true });
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
      expect(lost).toEqual([]);
    });
  });
}
