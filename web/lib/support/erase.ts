import 'server-only';

import { deleteRowsOfAddress } from '../db/erasure';
import { deleteMember, findMemberByUsernameOrEmail } from '../db/members';
import { eraseBuyerFromOrders } from '../db/orders';
import { forgetUsername } from '../db/rate-limits';
import type { Database } from '../db/types';

/** What an erasure removed, row counts per kind. */
export interface Erasure {
  email: string;
  username: string | null;
  ordersKept: number;
  counts: Record<string, number>;
}

/**
 * Removes a buyer's personal data on request, in one transaction: the member
 * (and with it their sessions, sign-in links and pending credentials), their
 * contact messages, newsletter, waitlist and marketing sign-ups, checkouts,
 * test payments, e-mails and sign-in counters. Their orders stay, without
 * address or member, with the amounts, currency, status and dates that
 * accounting must keep.
 *
 * `ref` is a username or an address; an address with no account (orders or
 * messages only) is erased all the same.
 */
export async function eraseBuyer(db: Database, ref: string): Promise<Erasure | undefined> {
  return db.transaction(async (tx) => {
    const member = await findMemberByUsernameOrEmail(tx, ref);
    const email = member?.email ?? (ref.includes('@') ? ref : undefined);
    if (!email) return undefined;
    const ordersKept = await eraseBuyerFromOrders(tx, { memberId: member?.id, email });
    if (member) await deleteMember(tx, member.id);
    const counts = {
      ...(await deleteRowsOfAddress(tx, email)),
      'sign-in counters': member ? await forgetUsername(tx, member.username) : 0,
    };
    return { email, username: member?.username ?? null, ordersKept, counts };
  });
}
