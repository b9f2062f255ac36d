import { expect, test } from '@playwright/test';

import { seedDocument } from '../support/seed';
import { logIn } from './support/members';

test('the dashboard greets the member and links the three stages and the guide', async ({ page }) => {
  await logIn(page, 'emma');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/e2e-emma/);
  await expect(page.getByText(/donated \$1 to children's programs/)).toBeVisible();

  const cards = [
    ['Morning Reset', '/product/reset/welcome'],
    ['Midday Recharge', '/product/reset/midday'],
    ['Evening Reflection', '/product/reset/afternoon'],
  ] as const;
  for (const [title, href] of cards) {
    await expect(page.getByRole('heading', { name: title, level: 2 })).toBeVisible();
    // The cards' links (the members' bar and footer link the stages too).
    await expect(page.getByRole('main').getByRole('link', { name: new RegExp(title) })).toHaveAttribute('href', href);
  }

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page
      .getByRole('link', { name: seedDocument<{ guide: { buttonLabel: string } }>('dashboardCopy').guide.buttonLabel })
      .click(),
  ]);
  expect(download.suggestedFilename()).toBe('24-hour-reset-guide.pdf');
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  expect(Buffer.concat(chunks).subarray(0, 5).toString()).toBe('%PDF-');
});

test('each member is greeted by their own name, not the previous member’s', async ({ browser }) => {
  for (const name of ['emma', 'ivan', 'emma'] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await logIn(page, name);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(new RegExp(`, e2e-${name}!$`));
    await context.close();
  }
});

test('the guide PDF is for members only', async ({ request }) => {
  const response = await request.get('/api/guide');
  expect(response.status()).toBe(401);
});
