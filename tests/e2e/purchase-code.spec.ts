import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { expect, test } from '@playwright/test';

import { E2E_DATA_DIR } from '../../playwright.config';

const mailDir = path.resolve(import.meta.dirname, '../..', E2E_DATA_DIR, 'mail');

// The seed's example code, FRIEND10: 10 % off the €9.90 price.
for (const width of [390, 1280]) {
  test.describe(`a discount code at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('is refused in one sentence when unknown, then shown, charged and on the receipt when valid', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const email = `code-${width}-${Date.now()}@example.com`;
      await page.goto('/checkout');
      const panel = page.getByRole('main');
      const codeField = panel.getByRole('textbox', { name: 'Discount code' });
      await expect(codeField).toBeHidden();

      // Collapsed until asked for, from the keyboard as well.
      await panel.getByText('Have a code?').focus();
      await page.keyboard.press('Enter');
      await codeField.fill('HELLO123');
      await codeField.press('Enter');
      const refusal = panel.getByRole('alert').filter({ hasText: 'We do not know this code' });
      await expect(refusal).toHaveText('We do not know this code: please check how it is written.');
      await expect(codeField).toHaveAttribute('aria-invalid', 'true');
      await expect(codeField).toHaveAccessibleDescription('We do not know this code: please check how it is written.');

      await codeField.fill('friend10');
      await panel.getByRole('button', { name: 'Apply' }).click();
      await expect(panel.getByRole('status').filter({ hasText: 'FRIEND10' })).toHaveText(
        'FRIEND10 takes €0.99 off: you pay €8.91.',
      );
      await expect(codeField).not.toHaveAttribute('aria-invalid', 'true');
      // Removed, the full price is back, and focus waits on the disclosure; applied again, the saving is back.
      await panel.getByRole('button', { name: 'Remove code' }).click();
      await expect(panel.getByText('FRIEND10 takes')).toHaveCount(0);
      await expect(panel.getByText('Have a code?')).toBeFocused();
      await codeField.fill('FRIEND10');
      await codeField.press('Enter');
      await expect(panel.getByText('FRIEND10 takes €0.99 off: you pay €8.91.')).toBeVisible();
      // Closing the disclosure keeps the applied code in view.
      await panel.getByText('Have a code?').click();
      await expect(codeField).toBeHidden();
      await expect(panel.getByText('FRIEND10 takes €0.99 off: you pay €8.91.')).toBeVisible();

      await panel.getByRole('textbox', { name: 'Email address' }).fill(email);
      await panel.getByRole('button', { name: 'Continue to Payment' }).click();
      await page.getByLabel('Card number').fill('4242 4242 4242 4242');
      await page.getByLabel('Expiry').fill('12 / 34');
      await page.getByLabel('CVC').fill('123');
      await page.getByRole('button', { name: 'Pay €8.91' }).click();

      await expect(page).toHaveURL(/\/payment-success/);
      await expect(page.getByText('Discount code FRIEND10: −€0.99')).toBeVisible({ timeout: 15_000 });
      await expect(page.getByLabel('Username', { exact: true })).toHaveValue(/^code/);

      const receipt = () =>
        readdirSync(mailDir)
          .map((file) => readFileSync(path.join(mailDir, file), 'utf8').replace(/=\r?\n/g, ''))
          .find((eml) => eml.includes(email) && eml.includes('Discount code FRIEND10'));
      await expect.poll(receipt, { timeout: 20_000 }).toBeTruthy();
      expect(receipt()).toContain('8.91');
    });
  });
}
