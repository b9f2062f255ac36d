import 'server-only';

import { deleteCheckoutsOf } from '../db/checkouts';
import { deleteContactMessagesFrom } from '../db/contact-messages';
import { deleteMarketingOptinsEmail } from '../db/marketing-optins';
import { deleteMember, findMemberByUsernameOrEmail } from '../db/members';
import { eraseBuyerFromOrders } from '../db/orders';
import { deleteEmailsTo } from '../db/outbox';
import { forgetUsername } from '../db/rate-limits';
import { deleteSubscribersEmail } from '../db/subscribers';
import { deleteTestPaymentsOf } from '../db/test-payment-intents';
import type { Database } from '../db/types';
import { deleteWaitlistEmail } from '../db/waitlist';

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
      'contact messages': await deleteContactMessagesFrom(tx, email),
      'newsletter sign-ups': await deleteSubscribersEmail(tx, email),
      'waitlist entries': await deleteWaitlistEmail(tx, email),
      'marketing opt-ins': await deleteMarketingOptinsEmail(tx, email),
      checkouts: await deleteCheckoutsOf(tx, email),
      'test payments': await deleteTestPaymentsOf(tx, email),
      'e-mails': await deleteEmailsTo(tx, email),
      'sign-in counters': member ? await forgetUsername(tx, member.username) : 0,
    };
    return { email, username: member?.username ?? null, ordersKept, counts };
  });
}
