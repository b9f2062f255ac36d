import 'server-only';

import { sql } from './sql';
import type { Queryable } from './types';

/** Deletes every row kept for the address, in any letter case (an erasure request): how many, by kind. */
export async function deleteRowsOfAddress(db: Queryable, email: string): Promise<Record<string, number>> {
  const [counts] = await db.query<Record<string, number>>(sql`
    with contact as (delete from public.contact_messages where lower(email) = lower(${email}) returning 1),
      newsletter as (delete from public.subscribers where lower(email) = lower(${email}) returning 1),
      waitlist as (delete from public.waitlist where lower(email) = lower(${email}) returning 1),
      optins as (delete from public.marketing_optins where lower(email) = lower(${email}) returning 1),
      checkouts as (delete from internal.checkouts where lower(email) = lower(${email}) returning 1),
      payments as (delete from internal.test_payment_intents where lower(email) = lower(${email}) returning 1),
      emails as (delete from internal.email_outbox where lower(recipient) = lower(${email}) returning 1)
    select (select count(*) from contact)::int as "contact messages",
      (select count(*) from newsletter)::int as "newsletter sign-ups",
      (select count(*) from waitlist)::int as "waitlist entries",
      (select count(*) from optins)::int as "marketing opt-ins",
      (select count(*) from checkouts)::int as checkouts,
      (select count(*) from payments)::int as "test payments",
      (select count(*) from emails)::int as "e-mails"
  `);
  return counts ?? {};
}
