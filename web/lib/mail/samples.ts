import type { Price } from '../money';
import type { OutboxKind, OutboxPayload } from './messages';

export const EMAIL_PREVIEWS_PATH = '/preview/emails';

export const emailPreviewSlug = (kind: OutboxKind) => kind.replaceAll('_', '-');

export const emailPreviewPath = (kind: OutboxKind) => `${EMAIL_PREVIEWS_PATH}/${emailPreviewSlug(kind)}`;

/** Who reads each kind: the buyer it is about, or support. */
export const EMAIL_READERS: Record<OutboxKind, 'buyer' | 'support'> = {
  order_confirmation: 'buyer',
  welcome: 'buyer',
  sign_in_link: 'buyer',
  access_withdrawn: 'buyer',
  payment_held: 'support',
  contact_message: 'support',
};

export const SAMPLE_BUYER = { name: 'Alex Sample', email: 'alex.sample@example.com', username: 'alexsample-k7q2m9x' };

/** One made-up payload per kind, typed by the schema, so a kind added there without a sample here does not compile. */
export function emailSamples(price: Price, now: Date): { [K in OutboxKind]: OutboxPayload<K> } {
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
