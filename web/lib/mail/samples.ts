import type { OutboxEmail, OutboxKind } from './messages';

/** One kind's payload, as the outbox's schema types it. */
export type OutboxPayload<K extends OutboxKind> = Extract<OutboxEmail, { kind: K }>['payload'];

/** Where the editors' previews of the e-mails are listed. */
export const EMAIL_PREVIEWS_PATH = '/preview/emails';

/** The last segment of a kind's preview address: order-confirmation. */
export const emailPreviewSlug = (kind: OutboxKind) => kind.replaceAll('_', '-');

/** The preview of one kind of e-mail: /preview/emails/order-confirmation. */
export const emailPreviewPath = (kind: OutboxKind) => `${EMAIL_PREVIEWS_PATH}/${emailPreviewSlug(kind)}`;

/** What a sample order states that the content decides: the price in force. */
export interface SamplePrice {
  amountCents: number;
  currency: string;
}

/** Who reads each kind: the buyer it is about, or support. */
export const EMAIL_READERS: Record<OutboxKind, 'buyer' | 'support'> = {
  order_confirmation: 'buyer',
  welcome: 'buyer',
  sign_in_link: 'buyer',
  access_withdrawn: 'buyer',
  payment_held: 'support',
  contact_message: 'support',
};

/** The made-up buyer every preview is addressed to. */
export const SAMPLE_BUYER = { name: 'Alex Sample', email: 'alex.sample@example.com', username: 'alexsample-k7q2m9x' };

/**
 * The sample each preview is composed with: one payload per kind the outbox
 * carries, typed by its schema, so a kind added there without a sample here
 * does not compile. Made up, and no member's: the order number comes from a
 * fixed id, the date is now, the amount is the price in force.
 */
export function emailSamples(price: SamplePrice, now: Date): { [K in OutboxKind]: OutboxPayload<K> } {
  const { username, email, name } = SAMPLE_BUYER;
  const order = { orderId: '5f0c2a7e-9b1d-4c3e-8a6f-2d4b7c9e1a30', paymentIntentId: 'pi_sample_preview', ...price };
  return {
    order_confirmation: { ...order, username, orderedAt: now.toISOString(), newMember: true, accessHeld: false },
    welcome: { username },
    sign_in_link: { username, purpose: 'new-account' },
    access_withdrawn: { username, reason: 'refunded' },
    payment_held: { ...order, username, email },
    contact_message: {
      messageId: '0b7d4e12-6c3a-4f5e-9d21-8a4c6e2f7b90',
      name,
      email,
      subject: 'A question about the evening stage',
      message: 'Hello, may I start the programme at 9:00 instead of 7:00?\n\nThank you, Alex',
      waiting: 0,
    },
  };
}
