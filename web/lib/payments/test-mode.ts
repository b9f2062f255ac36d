import 'server-only';

import { randomBytes } from 'node:crypto';

import { sql } from '../db/sql';
import type { Database, Queryable } from '../db/types';
import type { PaymentIntentState, PaymentsProvider } from './types';

/**
 * The embedded payments provider (no STRIPE_SECRET_KEY): intents live in
 * Postgres, and Stripe's public test cards keep their meaning.
 */
export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

export const TEST_CARD_ERRORS = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  incorrectNumber: 'Your card number is incorrect.',
  notATestCard: 'Your card was declined. Your request was in test mode, but used a non test card.',
  expired: 'Your card has expired.',
} as const;

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
export function testCardOutcome(
  cardNumber: string,
  expiry: { month: number; year: number },
  now = new Date(),
): string | null {
  const digits = cardNumber.replace(/\D/g, '');
  const lastValidDay = new Date(Date.UTC(2000 + expiry.year, expiry.month, 0, 23, 59, 59));
  if (lastValidDay < now) return TEST_CARD_ERRORS.expired;
  if (digits === TEST_CARDS.success) return null;
  if (digits === TEST_CARDS.declined) return TEST_CARD_ERRORS.declined;
  if (digits === TEST_CARDS.insufficientFunds) return TEST_CARD_ERRORS.insufficientFunds;
  return luhnValid(digits) ? TEST_CARD_ERRORS.notATestCard : TEST_CARD_ERRORS.incorrectNumber;
}

interface IntentRow {
  id: string;
  status: PaymentIntentState['status'];
  amountCents: number;
  currency: string;
  email: string;
}

export function createTestModeProvider(db: Queryable): PaymentsProvider {
  return {
    kind: 'test',
    async createIntent({ amountCents, currency, email, idempotencyKey }) {
      const id = `pi_test_${randomBytes(12).toString('hex')}`;
      const clientSecret = `${id}_secret_${randomBytes(16).toString('hex')}`;
      // Same idempotency key, same intent: a repeated request does not create a second payment.
      const [row] = await db.query<{ id: string; clientSecret: string }>(sql`
        insert into public.test_payment_intents (id, client_secret, idempotency_key, amount_cents, currency, email)
        values (${id}, ${clientSecret}, ${idempotencyKey}, ${amountCents}, ${currency}, ${email})
        on conflict (idempotency_key) do update set idempotency_key = excluded.idempotency_key
        returning id, client_secret as "clientSecret"
      `);
      if (!row) throw new Error('test payment intent was not stored');
      return row;
    },
    async retrieveIntent(id) {
      const [row] = await db.query<IntentRow>(sql`
        select id, status, amount_cents as "amountCents", currency, email
        from public.test_payment_intents where id = ${id}
      `);
      return row ?? null;
    },
  };
}

/**
 * Test payments that were charged but have no order after `graceSeconds`: the
 * process that took them stopped before fulfilling. Only intents the checkout
 * recorded count (an intent without a checkout row can never be fulfilled).
 */
export async function findStrandedTestPayments(db: Queryable, graceSeconds: number, limit = 20): Promise<string[]> {
  const rows = await db.query<{ id: string }>(sql`
    select t.id from public.test_payment_intents t
    join public.checkouts c on c.payment_intent_id = t.id
    where t.status = 'succeeded' and t.succeeded_at < now() - make_interval(secs => ${graceSeconds})
      and not exists (select 1 from public.orders o where o.payment_intent_id = t.id)
    order by t.succeeded_at
    limit ${limit}
  `);
  return rows.map((row) => row.id);
}

export type ConfirmResult =
  | { ok: true; paymentIntentId: string }
  | { ok: false; status: 404; error: string }
  | { ok: false; status: 402; error: string };

/** Confirms a test-mode intent with a card, as Stripe.js's confirmPayment would. */
export async function confirmTestPayment(
  db: Database,
  request: { clientSecret: string; cardNumber: string; expiry: { month: number; year: number } },
): Promise<ConfirmResult> {
  return db.transaction(async (tx) => {
    const [intent] = await tx.query<{ id: string; status: string }>(sql`
      select id, status from public.test_payment_intents where client_secret = ${request.clientSecret} for update
    `);
    if (!intent) return { ok: false, status: 404, error: 'This payment could not be found. Please start again.' };
    if (intent.status === 'succeeded') return { ok: true, paymentIntentId: intent.id };

    const decline = testCardOutcome(request.cardNumber, request.expiry);
    if (decline) {
      await tx.query(sql`update public.test_payment_intents set last_error = ${decline} where id = ${intent.id}`);
      return { ok: false, status: 402, error: decline };
    }
    await tx.query(sql`
      update public.test_payment_intents set status = 'succeeded', last_error = null, succeeded_at = now()
      where id = ${intent.id}
    `);
    return { ok: true, paymentIntentId: intent.id };
  });
}
