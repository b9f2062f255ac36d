// A payment with an address whose access support withdrew is recorded and put
// before support, and opens nothing: the success page says so in the content's
// words, and promises no login or sign-in link that would not work.
import { expect, test } from '@playwright/test';

import { seedDocument } from '../support/seed';
import { memberTool } from './support/member-tool';
import { buyThroughApi } from './support/purchase';

interface SuccessPageWords {
  paidText: string;
  credentials: { loginLabel: string };
  held: { heading: string; message: string; contactLabel: string; announcement: string };
  optIn: { heading: string };
}

const words = seedDocument<SuccessPageWords>('successPage');
const { supportEmail } = seedDocument<{ operator: { supportEmail: string } }>('siteSettings').operator;
const heldMessage = words.held.message.replace('{supportEmail}', supportEmail);

test('a purchase held for support says it is recorded, opens nothing, and that support will write', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const address = `held-${Date.now()}@example.com`;

  // The address bought once; then support withdrew its access.
  const earlier = await playwright.request.newContext({ baseURL });
  const first = await buyThroughApi(earlier, address);
  let username = '';
  await expect
    .poll(
      async () => {
        const response = await earlier.get(`/api/payment-success/${first.paymentIntentId}`);
        username = response.ok() ? (((await response.json()) as { username?: string }).username ?? '') : '';
        return username;
      },
      { timeout: 15_000 },
    )
    .not.toBe('');
  await earlier.dispose();
  // The tool reaches the database through the server's socket, which a server busy sending e-mails may accept late.
  await expect
    .poll(() => memberTool('revoke', username, 'chargeback', 'by', 'phone'), { timeout: 30_000 })
    .toMatchObject({ status: 0 });

  // A new purchase with the address: the checkout takes it, the payment goes through.
  const { paymentIntentId } = await buyThroughApi(page.request, address);
  await page.goto(`/payment-success?payment_intent=${paymentIntentId}`);
  const announcer = page.getByRole('status').filter({ hasNotText: 'Processing' });
  await expect(announcer).toHaveText('');

  const heading = page.getByRole('heading', { level: 2, name: words.held.heading });
  await expect(heading).toBeFocused({ timeout: 15_000 });
  await expect(announcer).toHaveText(words.held.announcement);
  await expect(page.getByText(heldMessage, { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: words.held.contactLabel })).toHaveAttribute('href', '/contact');

  // Nothing a held buyer cannot use: no login button, no word of login details, no marketing sign-up.
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: words.credentials.loginLabel })).toHaveCount(0);
  await expect(main.getByText(words.paidText)).toHaveCount(0);
  await expect(main.getByText(/sign-in link/)).toHaveCount(0);
  await expect(main.getByRole('heading', { name: words.optIn.heading })).toHaveCount(0);

  // The API says the same to any other client of the browser that paid.
  const answer = await page.request.get(`/api/payment-success/${paymentIntentId}`);
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toEqual({ status: 'held', message: heldMessage });
});
