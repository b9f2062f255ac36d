import 'server-only';

import { sql } from './sql';
import type { Queryable } from './types';

export interface WebhookDelivery {
  sender: 'sanity' | 'stripe';
  /** From the signed part of the request, so a replay cannot pass as new by changing an unsigned header. */
  id: string;
  /** When this delivery's signature stops being accepted. */
  acceptedUntil: Date;
}

/**
 * In the transaction of its work: false for a replay, which must change nothing. The primary key decides
 * between two at once; a retry under a later signature keeps the row until that one expires too.
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
  // Kept five minutes past the signature, for instances' clocks that disagree with the database's;
  // rows another transaction is deleting are left to it, so no delivery waits on another's clean-up.
  await tx.query(sql`
    delete from internal.webhook_deliveries
    where (sender, delivery_id) in (
      select sender, delivery_id from internal.webhook_deliveries
      where accepted_until < now() - interval '5 minutes'
      for update skip locked
    )
  `);
  return true;
}
