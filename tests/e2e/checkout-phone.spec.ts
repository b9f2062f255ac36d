// On a phone the checkout starts with its form: the e-mail field, then the
// payment form's pay button, are on the first screen without scrolling; the
// order shows its total and opens to what is included.
import { expect, test, type Locator, type Page } from '@playwright/test';

const PHONE = { width: 375, height: 667 };

async function expectOnFirstScreen(page: Page, control: Locator, name: string) {
  await expect(control).toBeVisible();
  expect(await page.evaluate(() => window.scrollY), `${name}: the page has not scrolled`).toBe(0);
  const box = (await control.boundingBox())!;
  expect(box.y, `${name} starts on the first screen`).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, `${name} ends on the first screen`).toBeLessThanOrEqual(PHONE.height);
}

test('at 375 × 667 the e-mail field and the pay button are on the first screen, the total in view', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  await page.goto('/checkout');
  const summary = page.getByRole('region', { name: '24-Hour Reset' });
  const details = summary.getByRole('button', { name: 'What is included' });

  await expectOnFirstScreen(page, page.getByLabel('Email address'), 'the e-mail field');
  await expectOnFirstScreen(page, page.getByRole('button', { name: 'Continue to Payment' }), 'Continue to Payment');
  await expectOnFirstScreen(page, summary.getByText('EUR 9.90'), 'the total');
  await expect(details).toHaveAttribute('aria-expanded', 'false');
  const included = page.locator(`#${await details.getAttribute('aria-controls')}`);
  await expect(included).toBeHidden();

  await details.click();
  await expect(details).toHaveAttribute('aria-expanded', 'true');
  await expect(included).toBeVisible();
  await expect(included.getByRole('listitem').first()).toBeVisible();
  await details.click();
  await expect(details).toHaveAttribute('aria-expanded', 'false');
  await expect(included).toBeHidden();

  await page.getByLabel('Email address').fill(`phone-${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByLabel('Card number')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectOnFirstScreen(page, page.getByLabel('Card number'), 'the card number');
  await expectOnFirstScreen(page, page.getByRole('button', { name: 'Pay €9.90' }), 'the pay button');
});

test('on a wide screen what is included shows beside the form, with no button to open it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/checkout');
  const summary = page.getByRole('region', { name: '24-Hour Reset' });
  await expect(summary.getByRole('listitem').first()).toBeVisible();
  await expect(summary.getByRole('button', { name: 'What is included' })).toBeHidden();
  await expect(page.getByLabel('Email address')).toBeInViewport();
});
