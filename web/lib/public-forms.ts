import 'server-only';

import { getDb } from './db';
import { addContactMessage } from './db/contact-messages';
import { addSubscriber, type SubscribeResult } from './db/subscribers';
import { joinWaitlist, type WaitlistResult } from './db/waitlist';
import type { ContactInput } from './validation/contact';

/*
 * What the public forms keep: contact messages (support staff read them in
 * the database's table view), newsletter sign-ups and the apps waitlist.
 * Each address is kept once, however often it is sent (the unique indexes decide).
 */

/** Stores a contact-form message; the row is committed when this resolves. Returns its id. */
export async function sendContactMessage(message: ContactInput): Promise<string> {
  return addContactMessage(await getDb(), message);
}

export async function subscribeToNewsletter(email: string): Promise<SubscribeResult> {
  return addSubscriber(await getDb(), email, 'newsletter');
}

export async function joinAppsWaitlist(email: string): Promise<WaitlistResult> {
  return joinWaitlist(await getDb(), email);
}
