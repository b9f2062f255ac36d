import 'server-only';

import { deleteRowsOfAddress } from '../db/erasure';
import { deleteMember, findMemberByUsernameOrEmail } from '../db/members';
import { eraseBuyerFromOrders } from '../db/orders';
import { forgetUsername } from '../db/rate-limits';
import type { Database } from '../db/types';

export interface Erasure {
  email: string;
  username: string | null;
  ordersKept: number;
  counts: Record<string, number>;
}

/**
 * Removes a buyer's personal data on request, in one transaction. Their orders
 * stay, without address or member, for accounting. `ref` is a username or an
 * address; an address with no account is erased all the same.
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
