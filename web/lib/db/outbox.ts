import 'server-only';

import type { OutboxEmail } from '../mail/messages';
import { sql } from './sql';
import type { Queryable } from './types';

/** A claimed row as stored; its kind and payload are checked by the reader (web/lib/mail/messages.ts). */
export interface OutboxMessage {
  id: string;
  kind: string;
  recipient: string;
  payload: unknown;
  attempts: number;
}

/** Queues a message; the same dedupe key twice queues it once. */
export async function enqueueEmail(
  db: Queryable,
  message: OutboxEmail & { recipient: string; dedupeKey: string },
): Promise<void> {
  await db.query(sql`
    insert into internal.email_outbox (kind, recipient, payload, dedupe_key)
    values (${message.kind}, ${message.recipient}, ${JSON.stringify(message.payload)}::jsonb, ${message.dedupeKey})
    on conflict (dedupe_key) do nothing
  `);
}

/** Leased for `leaseSeconds`, so several instances (or overlapping runs) never send one message at once. */
export async function claimDueEmails(db: Queryable, limit: number, leaseSeconds: number): Promise<OutboxMessage[]> {
  return db.query<OutboxMessage>(sql`
    update internal.email_outbox set locked_until = now() + make_interval(secs => ${leaseSeconds})
    where id in (
      select id from internal.email_outbox
      where sent_at is null and next_attempt_at <= now() and (locked_until is null or locked_until < now())
      order by next_attempt_at
      limit ${limit}
      for update skip locked
    )
    returning id, kind, recipient, payload, attempts
  `);
}

export async function markEmailSent(db: Queryable, id: string): Promise<void> {
  await db.query(sql`
    update internal.email_outbox set sent_at = now(), locked_until = null, last_error = null where id = ${id}
  `);
}

export async function markEmailFailed(db: Queryable, id: string, error: string, retryInSeconds: number): Promise<void> {
  await db.query(sql`
    update internal.email_outbox
    set attempts = attempts + 1, last_error = ${error.slice(0, 1000)}, locked_until = null,
        next_attempt_at = now() + make_interval(secs => ${retryInSeconds})
    where id = ${id}
  `);
}
