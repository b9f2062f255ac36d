import { expect, test, type Page } from '@playwright/test';

import { seedDocument } from '../support/seed';
import { holdRequests } from './support/hydration';
import { expectToast } from './support/toast';

/** The editor's placeholder, which names the waitlist's e-mail box. */
const WAITLIST_PLACEHOLDER = seedDocument<{ appsSection: { emailPlaceholder: string } }>('siteSettings').appsSection
  .emailPlaceholder;
const unique = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

async function fillContact(page: Page, values: { name: string; email: string; subject: string; message: string }) {
  await page.getByLabel('Name', { exact: true }).fill(values.name);
  await page.getByLabel('Email', { exact: true }).fill(values.email);
  await page.getByLabel('Subject', { exact: true }).fill(values.subject);
  await page.getByLabel('Message', { exact: true }).fill(values.message);
}

const valid = () => ({
  name: 'Ada Lovelace',
  email: unique('ada'),
  subject: 'Question about the reset',
  message: 'Can I do the reset on a weekday as well?',
});

test.describe('the contact form', () => {
  test('shows the rule of each field that is wrong and sends nothing', async ({ page }) => {
    let requests = 0;
    await page.route('/api/contact', (route) => {
      requests++;
      return route.continue();
    });
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Subject must be at least 5 characters')).toBeVisible();
    await expect(page.getByText('Message must be at least 10 characters')).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toBeFocused();
    await expect(page.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');

    await fillContact(page, { name: 'A', email: 'not-an-address', subject: 'Hey', message: 'Too short' });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Subject must be at least 5 characters')).toBeVisible();
    await expect(page.getByText('Message must be at least 10 characters')).toBeVisible();
    expect(requests).toBe(0);
  });

  test('sends a valid message, shows the success toast and clears the form', async ({ page }) => {
    const release = await holdRequests(page, '/api/contact');
    await page.goto('/contact');
    await fillContact(page, valid());
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    release();
    await expectToast(page, 'Message sent successfully!', "We'll get back to you within 24 hours.");
    for (const label of ['Name', 'Email', 'Subject', 'Message']) {
      await expect(page.getByLabel(label, { exact: true })).toHaveValue('');
    }
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  test('a failed send shows the destructive toast with the server’s words and keeps what was typed', async ({
    page,
  }) => {
    await page.route('/api/contact', (route) =>
      route.fulfill({ status: 503, json: { error: 'The service is temporarily unavailable.' } }),
    );
    await page.goto('/contact');
    const values = valid();
    await fillContact(page, values);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expectToast(page, 'Failed to send message', 'The service is temporarily unavailable.');
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue(values.message);
  });

  test('a network failure also shows the destructive toast', async ({ page }) => {
    await page.route('/api/contact', (route) => route.abort('failed'));
    await page.goto('/contact');
    await fillContact(page, valid());
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Failed to send message')).toBeVisible();
  });
});

test.describe('the newsletter form', () => {
  test('subscribes, clears the field, and says so; the same address again gets the 409 message', async ({ page }) => {
    const email = unique('reader');
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Stay in the loop' });
    await form.getByLabel('Email address').fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByRole('status')).toHaveText('Thank you for subscribing to our newsletter!');
    await expect(form.getByLabel('Email address')).toHaveValue('');

    const repeat = page.waitForResponse('/api/subscribe');
    await form.getByLabel('Email address').fill(email.toUpperCase());
    await form.getByRole('button', { name: 'Subscribe' }).click();
    expect((await repeat).status()).toBe(409);
    await expect(form.getByRole('alert')).toHaveText('This email is already subscribed to our newsletter.');
  });

  test('sends nothing while the field is empty or not an address', async ({ page }) => {
    let requests = 0;
    await page.route('/api/subscribe', (route) => {
      requests++;
      return route.continue();
    });
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Stay in the loop' });
    const field = form.getByLabel('Email address');
    await expect(field).toHaveAttribute('type', 'email');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    expect(await field.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    await field.fill('not-an-address');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    expect(await field.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
    expect(requests).toBe(0);
  });

  test('any other failure gets the generic message', async ({ page }) => {
    await page.route('/api/subscribe', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Stay in the loop' });
    await form.getByLabel('Email address').fill(unique('reader'));
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByRole('alert')).toHaveText(
      'There was an error subscribing to the newsletter. Please try again.',
    );
    await page.unroute('/api/subscribe');
    await page.route('/api/subscribe', (route) => route.abort('failed'));
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByRole('alert')).toHaveText(
      'There was an error subscribing to the newsletter. Please try again.',
    );
  });
});

test.describe('the Notify Me waitlist box', () => {
  const box = (page: Page) => page.locator('section', { has: page.getByRole('button', { name: 'Notify Me' }) });

  test('stores the address and thanks the visitor; a repeat gets the same answer', async ({ page }) => {
    const email = unique('apps');
    await page.goto('/');
    const field = box(page).getByRole('textbox', { name: WAITLIST_PLACEHOLDER });
    await expect(field).toHaveAttribute('type', 'email');
    await field.fill(email);
    const response = page.waitForResponse('/api/waitlist');
    await box(page).getByRole('button', { name: 'Notify Me' }).click();
    expect((await response).status()).toBe(200);
    await expect(box(page).getByRole('status')).toHaveText(
      "You're on the list! We'll e-mail you once when the apps launch.",
    );
    await expect(field).toHaveValue('');

    await field.fill(email);
    await box(page).getByRole('button', { name: 'Notify Me' }).click();
    await expect(box(page).getByRole('status')).toHaveText(
      "You're on the list! We'll e-mail you once when the apps launch.",
    );
  });

  test('a failure says so and keeps the address', async ({ page }) => {
    await page.route('/api/waitlist', (route) => route.fulfill({ status: 503, json: { error: 'Down' } }));
    await page.goto('/');
    const field = box(page).getByRole('textbox', { name: WAITLIST_PLACEHOLDER });
    await field.fill('someone@example.com');
    await box(page).getByRole('button', { name: 'Notify Me' }).click();
    await expect(box(page).getByRole('alert')).toHaveText("We couldn't add you to the waitlist. Please try again.");
    await expect(field).toHaveValue('someone@example.com');
  });
});
