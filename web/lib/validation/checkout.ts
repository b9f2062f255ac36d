import { z } from 'zod';

import { discountMessages } from '../messages/storefront';
import { CODE_PATTERN } from '../orders/discount';
import { emailField } from './forms';

/** As the buyer typed it; codes are matched in capitals. */
const codeField = z
  .string({ error: discountMessages.refusals.unknown })
  .trim()
  .toUpperCase()
  .regex(CODE_PATTERN, discountMessages.refusals.unknown);

export const discountCodeSchema = z.strictObject({ code: codeField });

export const createPaymentIntentSchema = z.strictObject({
  amount: z.number({ error: 'amount must be a number' }).positive('amount must be positive').max(100_000),
  email: emailField,
  receipt_email: z.optional(emailField),
  code: z.optional(codeField),
});

/** The test-mode card form; messages as Stripe's Payment Element words them. */
export const testCardSchema = z.strictObject({
  clientSecret: z.string().regex(/^pi_test_[a-f0-9]+_secret_[a-f0-9]+$/, 'This payment could not be found.'),
  cardNumber: z
    .string({ error: 'Your card number is incomplete.' })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{13,19}$/, 'Your card number is incomplete.')),
  expiry: z
    .string({ error: 'Your card’s expiration date is incomplete.' })
    .regex(/^\s*(0[1-9]|1[0-2])\s*\/\s*(\d{2})\s*$/, 'Your card’s expiration date is incomplete.')
    .transform((value) => {
      const [month, year] = value.split('/').map((part) => Number(part.trim()));
      return { month: month ?? 0, year: year ?? 0 };
    }),
  cvc: z
    .string({ error: 'Your card’s security code is incomplete.' })
    .regex(/^\d{3,4}$/, 'Your card’s security code is incomplete.'),
});

/** Stripe's Pay: no ConfirmationToken when confirming again after 3-D Secure. */
export const stripePaySchema = z.strictObject({
  paymentIntentId: z.string().regex(/^pi_[A-Za-z0-9]{6,120}$/, 'This payment could not be found.'),
  confirmationToken: z
    .string()
    .regex(/^ctoken_[A-Za-z0-9]{6,120}$/, 'The payment details could not be read. Please enter them again.')
    .optional(),
});

export const marketingOptInSchema = z.strictObject({
  email: emailField,
  firstName: z.string().trim().max(100, 'First name must be at most 100 characters').optional(),
});
