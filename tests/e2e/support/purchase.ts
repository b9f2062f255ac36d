import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';

/**
 * Buys the programme through the JSON API in test mode, as the checkout page
 * does: creates the intent (which sets this context's checkout cookie), pays
 * with the success card, and reads the credentials back.
 */
export async function buyThroughApi(request: APIRequestContext, email: string) {
  return (await startPurchase(request, email)).pay();
}

/**
 * Each purchase through the API comes from a client address of its own (the tests play the
 * proxy in front of the suite's server), so the suite's many buyers are not one client that
 * passes the checkout's limit per address (198.18.0.0/15, RFC 2544).
 */
let purchases = 0;
const buyerAddress = () => `198.19.${(++purchases >> 8) & 255}.${purchases & 255}`;

/** Creates the payment intent now and pays it when asked (a checkout left open in a tab while another pays). */
export async function startPurchase(request: APIRequestContext, email: string) {
  const headers = { 'x-forwarded-for': buyerAddress() };
  const created = await request.post('/api/create-payment-intent', {
    data: { amount: 9.9, email, receipt_email: email },
    headers,
  });
  expect(created.status()).toBe(200);
  const { clientSecret } = (await created.json()) as { clientSecret: string };
  return {
    async pay() {
      const confirmed = await request.post('/api/test-payments/confirm', {
        data: { clientSecret, cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' },
        headers,
      });
      expect(confirmed.status()).toBe(200);
      const { paymentIntentId } = (await confirmed.json()) as { paymentIntentId: string };
      return { paymentIntentId };
    },
  };
}

/** Every .eml file in the folder that was sent to this address, quoted-printable soft breaks removed. */
export function emailsTo(files: { name: string; text: string }[], address: string) {
  return files.filter((file) => file.text.includes(`To: ${address}`)).map((file) => file.text.replace(/=\r?\n/g, ''));
}
