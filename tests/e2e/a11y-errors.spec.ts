import { expect, test, type Locator, type Page } from '@playwright/test';

import { recordAnnouncements } from './support/announcements';
import { credentials } from './support/members';
import { toasts } from './support/toast';

/** The element a control's aria-describedby names, which must exist. */
async function description(page: Page, control: Locator): Promise<Locator> {
  const ids = (await control.getAttribute('aria-describedby')) ?? '';
  expect(ids, 'the control names its description').not.toBe('');
  return page.locator(
    ids
      .split(/\s+/)
      .map((one) => `[id="${one}"]`)
      .join(','),
  );
}

test.describe('errors stay where the field is', () => {
  test('an invalid e-mail at checkout leaves an announced inline error tied to the field after 10 seconds', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/checkout');
    const email = page.getByLabel('Email address');
    await email.fill('not-an-email');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();

    await expect(email).toBeFocused();
    await expect(toasts(page).getByText('Valid email required', { exact: true })).toBeVisible();
    await page.clock.runFor(10_000);
    await expect(toasts(page).getByText('Valid email required', { exact: true })).toBeHidden();

    await expect(email).toHaveAttribute('aria-invalid', 'true');
    const error = await description(page, email);
    await expect(error).toHaveText('Please enter a valid email address to continue.');
    await expect(error).toHaveRole('alert');
    await expect(error).toBeVisible();
  });

  test('a payment that cannot start says so above the form, and focus goes there', async ({ page }) => {
    await page.route('/api/create-payment-intent', (route) => route.fulfill({ status: 503, body: '{}' }));
    await page.goto('/checkout');
    await page.getByLabel('Email address').fill(`outage-${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Failed to initialize payment. Please try again.' });
    await expect(alert).toBeVisible();
    await expect(alert).toBeFocused();
  });

  test('a declined card stays on the page after its toast has gone', async ({ page }) => {
    await page.goto('/checkout');
    await page.getByLabel('Email address').fill(`declined-${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await page.getByLabel('Expiry').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Pay €9.90' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Your card was declined.' });
    await expect(alert).toBeFocused();
    await expect(toasts(page).getByText('Payment Failed', { exact: true })).toBeHidden({ timeout: 8_000 });
    await expect(alert).toBeVisible();
  });

  test('an incomplete CVC is an error under the CVC field', async ({ page }) => {
    await page.goto('/checkout');
    await page.getByLabel('Email address').fill(`cvc-${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry').fill('12/34');
    await page.getByLabel('CVC').fill('1');
    await page.getByRole('button', { name: 'Pay €9.90' }).click();
    const cvc = page.getByLabel('CVC');
    await expect(cvc).toBeFocused();
    await expect(cvc).toHaveAttribute('aria-invalid', 'true');
    await expect(await description(page, cvc)).toHaveText('Your card’s security code is incomplete.');
  });

  test('the expiry field takes what a number pad types, and says its format in its label', async ({ page }) => {
    await page.goto('/checkout');
    await page.getByLabel('Email address').fill(`keypad-${Date.now()}@example.com`);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    const expiry = page.getByRole('textbox', { name: 'Expiry (MM/YY)' });
    await expect(expiry).toHaveAttribute('inputmode', 'numeric');
    await expiry.pressSequentially('1234');
    await expect(expiry).toHaveValue('12/34');

    await page.getByLabel('Card number').pressSequentially('4242424242424242');
    await page.getByLabel('CVC').pressSequentially('123');
    await page.getByRole('button', { name: 'Pay €9.90' }).click();
    await page.waitForURL(/\/payment-success/);
  });

  test('an empty sign-in moves focus to the first field that needs a value', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Log In to Begin Your Reset' }).click();
    const username = page.getByLabel('Username');
    await expect(username).toBeFocused();
    await expect(await description(page, username)).toHaveText('Username is required');
    await expect(await description(page, username)).toHaveRole('alert');
  });

  test('the sign-in card stays where it is when its errors appear', async ({ page }) => {
    // A window taller than the card, where a card centred in it would move up as it grows.
    await page.setViewportSize({ width: 1440, height: 1000 });
    await page.goto('/login');
    const heading = page.getByRole('heading', { level: 1 });
    const before = await heading.boundingBox();
    await page.getByRole('button', { name: 'Log In to Begin Your Reset' }).click();
    await expect(await description(page, page.getByLabel('Password'))).toHaveText('Password is required');
    expect((await heading.boundingBox())?.y).toBe(before?.y);
  });

  test('a contact message that fails to send leaves the reason above the button, with focus on it', async ({
    page,
  }) => {
    await page.route('/api/contact', (route) =>
      route.fulfill({ status: 503, json: { error: 'The service is temporarily unavailable.' } }),
    );
    await page.clock.install();
    await page.goto('/contact');
    await page.getByLabel('Name', { exact: true }).fill('Ada Lovelace');
    await page.getByLabel('Email', { exact: true }).fill('ada@example.com');
    await page.getByLabel('Subject', { exact: true }).fill('About my order');
    await page.getByLabel('Message', { exact: true }).fill('A question that needs an answer.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'The service is temporarily unavailable.' });
    await expect(alert).toBeFocused();
    const toast = toasts(page).getByText('Failed to send message', { exact: true });
    await expect(toast).toBeVisible();
    // The toast's timer starts in an effect after it is painted, so the clock moves on until it has gone.
    await expect(async () => {
      await page.clock.runFor(1_000);
      await expect(toast).toBeHidden({ timeout: 250 });
    }).toPass({ timeout: 15_000 });
    await expect(alert).toBeVisible();
  });

  test('contact errors are tied to their fields and focus goes to the first', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const name = page.getByLabel('Name', { exact: true });
    await expect(name).toBeFocused();
    for (const [label, message] of [
      ['Name', 'Name must be at least 2 characters'],
      ['Subject', 'Subject must be at least 5 characters'],
    ] as const) {
      const field = page.getByLabel(label, { exact: true });
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(await description(page, field)).toHaveText(message);
    }
  });
});

/**
 * Lets the toast run its course, then checks that everything said meanwhile,
 * busy words aside, held the alert's message: the toast said no less.
 */
async function expectOnlyTheMessageSaid(
  page: Page,
  heard: () => Promise<string[]>,
  { toast, message, busy }: { toast: string; message: string; busy?: string },
) {
  const shown = toasts(page).getByText(toast, { exact: true });
  await expect(shown).toBeVisible();
  await expect(async () => {
    await page.clock.runFor(500);
    await expect(shown).toBeHidden({ timeout: 250 });
  }).toPass({ timeout: 15_000 });
  const said = (await heard()).filter((text) => text !== busy);
  expect(said.length).toBeGreaterThan(0);
  expect(said.filter((text) => !text.includes(message))).toEqual([]);
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px, a toast never says less than the alert it repeats`, () => {
    // Its checkouts count against a client address of their own, not the rest of the suite's.
    test.use({ viewport: { width, height: 800 }, extraHTTPHeaders: { 'x-forwarded-for': '198.51.100.156' } });
    test.beforeEach(({ page }) => page.clock.install());

    test('a failed sign-in', async ({ page }) => {
      await page.goto('/login');
      const heard = await recordAnnouncements(page);
      await page.getByLabel('Username').fill(credentials('bruno').username);
      await page.getByLabel('Password').fill('definitely-wrong');
      await page.getByRole('button', { name: 'Log In to Begin Your Reset' }).click();
      const message = 'Invalid username or password. Please try again.';
      await expect(page.getByRole('alert').filter({ hasText: message })).toBeFocused();
      await expectOnlyTheMessageSaid(page, heard, { toast: 'Login failed', message, busy: 'Logging in...' });
    });

    test('an empty e-mail at checkout', async ({ page }) => {
      await page.goto('/checkout');
      const heard = await recordAnnouncements(page);
      await page.getByRole('button', { name: 'Continue to Payment' }).click();
      await expect(page.getByRole('main').getByLabel('Email address')).toBeFocused();
      await expectOnlyTheMessageSaid(page, heard, {
        toast: 'Valid email required',
        message: 'Please enter a valid email address to continue.',
      });
    });

    test('a declined card', async ({ page }) => {
      await page.goto('/checkout');
      await page.getByRole('main').getByLabel('Email address').fill(`declined-said-${Date.now()}@example.com`);
      await page.getByRole('button', { name: 'Continue to Payment' }).click();
      await page.getByLabel('Card number').fill('4000 0000 0000 0002');
      await page.getByLabel('Expiry').fill('12/34');
      await page.getByLabel('CVC').fill('123');
      const heard = await recordAnnouncements(page);
      await page.getByRole('button', { name: 'Pay €9.90' }).click();
      const message = 'Your card was declined.';
      await expect(page.getByRole('alert').filter({ hasText: message })).toBeFocused();
      await expectOnlyTheMessageSaid(page, heard, {
        toast: 'Payment Failed',
        message,
        busy: 'Processing your payment...',
      });
    });
  });
}
