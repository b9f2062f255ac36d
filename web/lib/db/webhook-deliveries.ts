import 'server-only';

import { sql } from './sql';
import type { Queryable } from './types';

/** A signed webhook delivery, named by what its signature covers. */
export interface WebhookDelivery {
  sender: 'sanity' | 'stripe';
  /**
   * Taken from the signed part of the request, so a replay cannot pass as new
   * by changing an unsigned header: Stripe's event id, or a hash of Sanity's
   * signed timestamp and body.
   */
  id: string;
  /** When this delivery's signature stops being accepted; a replay after it is refused before it gets here. */
  acceptedUntil: Date;
}

/**
 * Records a delivery in the caller's transaction, the one that does its work:
 * true when it is new. False for a delivery recorded before (a replay), which
 * must then change nothing; a delivery whose transaction rolled back was never
 * recorded. Of two identical deliveries at once, the second insert waits on
 * the primary key until the first commits, then finds its row: the key
 * decides, not a read before the write.
 *
 * Stripe retries an event under a new signature: a retry of a delivery already
 * recorded keeps its row until that later signature expires too.
 */
export async function recordDelivery(tx: Queryable, delivery: WebhookDelivery): Promise<boolean> {
  const inserted = await tx.query(sql`
    insert into internal.webhook_deliveries (sender, delivery_id, accepted_until)
    values (${delivery.sender}, ${delivery.id}, ${delivery.acceptedUntil})
    on conflict (sender, delivery_id) do nothing
    returning 1
  `);
  if (inserted.length === 0) {
    await tx.query(sql`
      update internal.webhook_deliveries set accepted_until = ${delivery.acceptedUntil}
      where sender = ${delivery.sender} and delivery_id = ${delivery.id} and accepted_until < ${delivery.acceptedUntil}
    `);
    return false;
  }
  await deleteStaleDeliveries(tx);
  return true;
}

/**
 * Forgets deliveries whose signatures nobody accepts any more. Each instance
 * judges a signature's age by its own clock and this runs on the database's,
 * so a row is kept five minutes past its signature for clocks that disagree.
 * Rows another transaction is deleting are left to it, so no delivery waits
 * on another's clean-up.
 */
export async function deleteStaleDeliveries(db: Queryable): Promise<number> {
  const rows = await db.query(sql`
    delete from internal.webhook_deliveries
    where (sender, delivery_id) in (
      select sender, delivery_id from internal.webhook_deliveries
      where accepted_until < now() - interval '5 minutes'
      for update skip locked
    )
    returning 1
  `);
  return rows.length;
}
