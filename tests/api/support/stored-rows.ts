// The stored-rows check: after the server has stopped (PGlite serves one process),
// every row the routes wrote must pass the product's rules and match exactly the
// requests the server accepted.
import path from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { expect } from 'vitest';

import { wellFormed } from './http';
import type { Ledger } from './ledger';
import { email, minLengthText, SPEC_MESSAGES, type Check } from './rules';

export type Rows = <R>(query: string) => Promise<R[]>;

/** Opens the stopped server's embedded database for `work`, then closes it. */
export async function withDatabase<T>(dataDir: string, work: (rows: Rows) => Promise<T>): Promise<T> {
  const db = await PGlite.create(path.join(dataDir, 'pglite'));
  try {
    return await work(async <R>(query: string) => (await db.query<R>(query)).rows);
  } finally {
    await db.close();
  }
}

/** A stored value passes its rule (nothing the rules refuse was stored) and carries no spaces around it. */
function expectStoredValue(value: string, check: Check, where: string): void {
  expect(check.verdict, `${where} ${JSON.stringify(value)}: ${check.verdict === 'ok' ? '' : check.why}`).not.toBe(
    'bad',
  );
  expect(value, `${where} is stored without the spaces around it`).toBe(value.trim());
}

/** The text as stored: without the spaces around it, and in UTF-8 (a lone surrogate becomes U+FFFD). */
const asStored = (value: unknown) => wellFormed(String(value).trim());

export async function expectStoredRows(rows: Rows, ledger: Ledger, options: { membersBefore: string[] }) {
  const messages = await rows<Record<'name' | 'email' | 'subject' | 'message', string>>(
    'select name, email, subject, message from public.contact_messages',
  );
  for (const row of messages) {
    expectStoredValue(row.name, minLengthText(row.name, 'name', 2, SPEC_MESSAGES.name, Infinity), 'contact name');
    expectStoredValue(row.email, email(row.email), 'contact email');
    expectStoredValue(row.subject, minLengthText(row.subject, 'subject', 5, undefined, Infinity), 'contact subject');
    expectStoredValue(row.message, minLengthText(row.message, 'message', 10, undefined, Infinity), 'contact message');
  }
  const sent = ledger.contactMessages.map((body) => ({
    name: asStored(body.name),
    email: asStored(body.email),
    subject: asStored(body.subject),
    message: asStored(body.message),
  }));
  const sorted = (list: object[]) => list.map((row) => JSON.stringify(row)).sort();
  expect(sorted(messages), 'one contact message per accepted request, as sent').toEqual(sorted(sent));

  const expectAddresses = async (table: string, accepted: Set<string>) => {
    const stored = await rows<{ email: string }>(`select email from public.${table}`);
    for (const row of stored) expectStoredValue(row.email, email(row.email), `${table}.email`);
    expect(stored.map((row) => row.email.toLowerCase()).sort(), table).toEqual([...accepted].sort());
  };
  // Subscribing answers 200 only for a new address, so its rows are exactly its 2xx answers;
  // the waitlist and opt-ins answer 200 again for a known address and keep one row per address.
  await expectAddresses('subscribers', ledger.subscribers);
  await expectAddresses('waitlist', ledger.waitlist);
  await expectAddresses('marketing_optins', ledger.marketingOptIns);
  for (const { first_name } of await rows<{ first_name: string | null }>(
    'select first_name from public.marketing_optins where first_name is not null',
  )) {
    expect(first_name, 'a first name is stored without the spaces around it').toBe(first_name!.trim());
  }

  const checkouts = await rows<{ email: string; amount_cents: number }>(
    'select email, amount_cents from internal.checkouts',
  );
  expect(checkouts, 'one checkout per payment intent created').toHaveLength(ledger.checkouts);
  for (const row of checkouts) {
    expectStoredValue(row.email, email(row.email), 'checkouts.email');
    expect(row.amount_cents, 'every checkout is for the price').toBe(990);
  }

  const orders = await rows<{ payment_intent_id: string; email: string; amount_cents: number }>(
    'select payment_intent_id, email, amount_cents from public.orders',
  );
  expect(orders.map((row) => row.payment_intent_id).sort(), 'one order per payment made').toEqual(
    [...ledger.paidIntents].sort(),
  );
  for (const row of orders) {
    expectStoredValue(row.email, email(row.email), 'orders.email');
    expect(row.amount_cents, 'every order is for the price').toBe(990);
  }
  const members = await rows<{ username: string; email: string }>('select username, email from public.members');
  expect(members.map((row) => row.username)).toEqual(expect.arrayContaining(options.membersBefore));
  for (const row of members) expectStoredValue(row.email, email(row.email), 'members.email');
  const buyers = new Set(orders.map((row) => row.email.toLowerCase())).size;
  expect(members, 'a member per buyer, besides those made before').toHaveLength(options.membersBefore.length + buyers);
}
