import 'server-only';

import { getSupportContact } from './content/emails';
import { getDb } from './db';
import { enqueueEmail } from './db/outbox';
import type { Database } from './db/types';
import { flushOutbox } from './mail';
import { addContactMessage, otherOpenContactMessages } from './db/contact-messages';
import { takeHit } from './db/rate-limits';
import { addSubscriber, type SubscribeResult } from './db/subscribers';
import { joinWaitlist, type WaitlistResult } from './db/waitlist';
import type { ContactInput } from './validation/forms';

/** Contact messages e-mailed to support per window, from all senders: past it, a flood fills the table, never the inbox. */
export const CONTACT_EMAILS = { perWindow: 10, windowSeconds: 60 * 60 } as const;

/**
 * Stores a contact-form message and, in the same transaction, queues its copy
 * for support while the window's e-mails last; the window's last says until
 * when messages are only stored.
 */
export async function sendContactMessage(message: ContactInput): Promise<string> {
  const { supportEmail } = await getSupportContact();
  const id = await storeContactMessage(await getDb(), message, supportEmail);
  void flushOutbox();
  return id;
}

export function storeContactMessage(db: Database, message: ContactInput, supportEmail: string): Promise<string> {
  return db.transaction(async (tx) => {
    const messageId = await addContactMessage(tx, message);
    const { perWindow, windowSeconds } = CONTACT_EMAILS;
    const hit = await takeHit(tx, { bucket: 'contact-emails', key: 'support', limit: perWindow, windowSeconds });
    if (!hit.granted) return messageId;
    await enqueueEmail(tx, {
      kind: 'contact_message',
      recipient: supportEmail,
      dedupeKey: `contact_message:${messageId}`,
      payload: {
        messageId,
        ...message,
        waiting: await otherOpenContactMessages(tx, messageId),
        quietUntil: hit.hits === perWindow ? hit.windowEndsAt.toISOString() : undefined,
      },
    });
    return messageId;
  });
}

export async function subscribeToNewsletter(email: string): Promise<SubscribeResult> {
  return addSubscriber(await getDb(), email, 'newsletter');
}

export async function joinAppsWaitlist(email: string): Promise<WaitlistResult> {
  return joinWaitlist(await getDb(), email);
}
