import { z } from 'zod';

/**
 * The e-mails the outbox carries, one payload shape per kind: fulfilment
 * writes them (web/lib/orders/fulfil.ts), the outbox reads them back
 * (web/lib/mail/outbox.ts) and checks them against this same schema, since a
 * row may have been written by an older version of the site.
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
      signInToken: z.string(),
      // Messages queued before this flag existed were all for new members.
      newMember: z.boolean().default(true),
    }),
  }),
  z.object({
    kind: z.literal('welcome'),
    payload: z.object({ username: z.string() }),
  }),
  z.object({
    kind: z.literal('sign_in_link'),
    payload: z.object({ username: z.string(), signInToken: z.string() }),
  }),
]);

export type OutboxEmail = z.infer<typeof outboxEmailSchema>;
export type OutboxKind = OutboxEmail['kind'];
