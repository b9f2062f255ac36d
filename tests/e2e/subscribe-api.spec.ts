import { expect, test } from '@playwright/test';

test.describe('POST /api/subscribe', () => {
  test('answers 200 for a new address and 409 when it is already subscribed', async ({ request }) => {
    const email = `reader-${Date.now()}@example.com`;
    const first = await request.post('/api/subscribe', { data: { email } });
    expect(first.status()).toBe(200);
    expect(await first.json()).toEqual({ message: 'Thank you for subscribing to our newsletter!' });

    const again = await request.post('/api/subscribe', { data: { email: email.toUpperCase() } });
    expect(again.status()).toBe(409);
    expect(await again.json()).toEqual({ error: 'This email is already subscribed to our newsletter.' });
  });

  test('answers 400 with a clear message for a bad address or a body that is not JSON', async ({ request }) => {
    const bad = await request.post('/api/subscribe', { data: { email: 'not-an-address' } });
    expect(bad.status()).toBe(400);
    expect(await bad.json()).toEqual({ error: 'Please enter a valid email address' });

    const garbled = await request.post('/api/subscribe', {
      headers: { 'content-type': 'application/json' },
      data: Buffer.from('{"email":'),
    });
    expect(garbled.status()).toBe(400);
    expect(await garbled.json()).toEqual({ error: 'Request body must be valid JSON.' });

    const notAnObject = await request.post('/api/subscribe', { data: ['a@example.com'] });
    expect(notAnObject.status()).toBe(400);
    expect(await notAnObject.json()).toEqual({ error: 'Request body must be a JSON object.' });
  });
});
