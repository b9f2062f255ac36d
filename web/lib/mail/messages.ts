import { z } from 'zod';

/**
 * One payload shape per kind, checked again when read back (an older site may have written the row).
 * No payload holds a secret: a sign-in link is issued as the message is composed.
 */
export const outboxEmailSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('order_confirmation'),
    payload: z.object({
      orderId: z.string(),
      paymentIntentId: z.string(),
      username: z.string(),
      amountCents: z.number().int().positive(),
      currency: z.string(),
      orderedAt: z.iso.datetime(),
      // A queued message without the flag is for a new member, the usual case.
      newMember: z.boolean().default(true),
      // The account's access was withdrawn by support: the payment was put before support, and opened nothing.
      accessHeld: z.boolean().default(false),
      discountCode: z.string().optional(),
      discountCents: z.number().int().positive().optional(),
    }),
  }),
  z.object({
    kind: z.literal('welcome'),
    payload: z.object({ username: z.string() }),
  }),
  z.object({
    kind: z.literal('sign_in_link'),
    // new-account and password-reset: sent by support's member tool; requested: asked for by the member.
    payload: z.object({ username: z.string(), purpose: z.enum(['new-account', 'password-reset', 'requested']) }),
  }),
  z.object({
    kind: z.literal('access_withdrawn'),
    payload: z.object({ username: z.string(), reason: z.enum(['refunded', 'disputed']) }),
  }),
  z.object({
    // For support: a payment arrived for an account whose access support withdrew.
    kind: z.literal('payment_held'),
    payload: z.object({
      orderId: z.string(),
      paymentIntentId: z.string(),
      username: z.string(),
      email: z.string(),
      amountCents: z.number().int().positive(),
      currency: z.string(),
    }),
  }),
  z.object({
    kind: z.literal('contact_message'),
    payload: z.object({
      messageId: z.string(),
      name: z.string(),
      email: z.string(),
      subject: z.string(),
      message: z.string(),
      // Other messages nobody has answered; on the last e-mail of a window (web/lib/public-forms.ts), until when
      // messages are stored without one.
      waiting: z.number().int().default(0),
      quietUntil: z.iso.datetime().optional(),
    }),
  }),
]);

export type OutboxEmail = z.infer<typeof outboxEmailSchema>;
export type OutboxKind = OutboxEmail['kind'];
export type OutboxPayload<K extends OutboxKind> = Extract<OutboxEmail, { kind: K }>['payload'];
