import 'server-only';

import { randomBytes } from 'node:crypto';

import {
  findTestPaymentIntent,
  insertTestPaymentIntent,
  lockTestPaymentIntent,
  markTestPaymentCanceled,
  markTestPaymentSucceeded,
  recordTestPaymentDecline,
} from '../db/test-payment-intents';
import type { Database, Queryable } from '../db/types';
import { samePrice, type Price } from '../money';
import type { TestModePayments } from './types';

/** The provider without STRIPE_SECRET_KEY: intents live in Postgres, and Stripe's test cards keep their meaning. */
export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

const DECLINES: Record<string, string> = {
  [TEST_CARDS.declined]: 'Your card was declined.',
  [TEST_CARDS.insufficientFunds]: 'Your card has insufficient funds.',
};

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** What a card does in test mode: null when it pays, else the decline message. */
function testCardOutcome(cardNumber: string, expiry: { month: number; year: number }): string | null {
  const digits = cardNumber.replace(/\D/g, '');
  if (new Date(Date.UTC(2000 + expiry.year, expiry.month, 0, 23, 59, 59)) < new Date()) return 'Your card has expired.';
  if (digits === TEST_CARDS.success) return null;
  if (DECLINES[digits]) return DECLINES[digits];
  return luhnValid(digits)
    ? 'Your card was declined. Your request was in test mode, but used a non test card.'
    : 'Your card number is incorrect.';
}

export function createTestModeProvider(db: Queryable): TestModePayments {
  return {
    kind: 'test',
    createIntent(request) {
      const id = `pi_test_${randomBytes(12).toString('hex')}`;
      const clientSecret = `${id}_secret_${randomBytes(16).toString('hex')}`;
      return insertTestPaymentIntent(db, { id, clientSecret, ...request });
    },
    async retrieveIntent(id) {
      return (await findTestPaymentIntent(db, id)) ?? null;
    },
  };
}

export const PAYMENT_NOT_FOUND = {
  ok: false,
  status: 404,
  error: 'This payment could not be found. Please start again.',
} as const;

export type ConfirmResult =
  | { ok: true; paymentIntentId: string }
  | typeof PAYMENT_NOT_FOUND
  | { ok: false; status: 402; error: string }
  | { ok: false; status: 409; reason: 'price-changed' | 'code-used-up' };

/**
 * Confirms a test-mode intent with a card, as Stripe's Pay: only at `price`, else it is cancelled; so is
 * one whose discount code `redeem` finds used up, in the same transaction as the charge.
 */
export async function confirmTestPayment(
  db: Database,
  request: { clientSecret: string; cardNumber: string; expiry: { month: number; year: number } },
  price: Price,
  redeem: (tx: Queryable, intentId: string) => Promise<boolean> = async () => true,
): Promise<ConfirmResult> {
  return db.transaction(async (tx) => {
    const intent = await lockTestPaymentIntent(tx, request.clientSecret);
    if (!intent) return PAYMENT_NOT_FOUND;
    if (intent.status === 'succeeded') return { ok: true, paymentIntentId: intent.id };
    if (intent.status === 'canceled' || !samePrice(intent, price)) {
      await markTestPaymentCanceled(tx, intent.id);
      return { ok: false, status: 409, reason: 'price-changed' };
    }

    const decline = testCardOutcome(request.cardNumber, request.expiry);
    if (decline) {
      await recordTestPaymentDecline(tx, intent.id, decline);
      return { ok: false, status: 402, error: decline };
    }
    if (!(await redeem(tx, intent.id))) {
      await markTestPaymentCanceled(tx, intent.id);
      return { ok: false, status: 409, reason: 'code-used-up' };
    }
    await markTestPaymentSucceeded(tx, intent.id);
    return { ok: true, paymentIntentId: intent.id };
  });
}
