// Where signing in leads: back to the members' page asked for, never to another site,
// whatever a crafted `next` parameter holds (browsers strip tabs and newlines from URLs).
import { expect, test } from '@playwright/test';

import { credentials } from './support/members';

const TRICKS = [
  '/%09/evil.example',
  '/%0A/evil.example',
  '/%0D%0A/evil.example',
  '/%09%5Cevil.example',
  '//evil.example',
  // Dot segments: each resolves to the path //evil.example, which a browser reads as another host.
  '/..//evil.example',
  '/.//evil.example',
  '/%2e%2e//evil.example',
];

test.describe('the next parameter after signing in', () => {
  for (const trick of TRICKS) {
    test(`next=${trick} lands on the dashboard, on this site`, async ({ page, baseURL }) => {
      const { username, password } = credentials('fiona');
      await page.goto(`/login?next=${trick}`);
      await page.getByLabel('Username').fill(username);
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Log In to Begin Your Reset' }).click();
      await expect(page).toHaveURL(`${baseURL}/dashboard`);

      // Signed in, /login redirects at once on the server: also to this site only.
      const response = await page.request.get(`/login?next=${trick}`, { maxRedirects: 0 });
      expect(response.status()).toBe(307);
      expect(response.headers().location).toBe('/dashboard');
    });
  }

  test('a members’ page asked for is where signing in leads', async ({ page }) => {
    const { username, password } = credentials('fiona');
    await page.goto('/login?next=%2Fproduct%2Freset%2Fmidday%3Ftab%3Dketo');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Log In to Begin Your Reset' }).click();
    await expect(page).toHaveURL('/product/reset/midday?tab=keto');
  });

  test('non-ASCII and control characters in next are answered, never with a 500', async ({ page, request }) => {
    const odd = ['%E2%82%AC', '/caf%C3%A9', '/%F0%9F%98%80', '%C0%AF', '/%00', '/%7F', '/%C2%85x'];
    for (const next of odd) {
      const response = await request.get(`/login?next=${next}`, { maxRedirects: 0 });
      expect(response.status(), next).toBe(200);
    }
    // Signed in, the page redirects at once: the Location header must still be one a server can send.
    const { username, password } = credentials('fiona');
    await page.goto('/login');
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Log In to Begin Your Reset' }).click();
    await expect(page).toHaveURL('/dashboard');
    for (const next of odd) {
      const response = await page.request.get(`/login?next=${next}`, { maxRedirects: 0 });
      expect(response.status(), next).toBe(307);
    }
    const accented = await page.request.get('/login?next=/caf%C3%A9', { maxRedirects: 0 });
    expect(accented.headers().location).toBe('/caf%C3%A9');
  });
});
