// The JSON routes the pages post to, each with generators for its body, the
// product's verdict on a body (rules.ts, payment-rules.ts), and what an accepted
// request adds to the ledger that the stored rows are checked against.
import { expect } from 'vitest';
import fc from 'fast-check';

import { emailAddress, linkToken, newPassword, textOf, type Fields } from './arbitraries';
import { own } from './body';
import { edgeBodies } from './edge-bodies';
import type { Answer } from './http';
import type { Ledger } from './ledger';
import {
  amountOutcome,
  amountType,
  amountValue,
  cardNumberFormat,
  confirmOutcome,
  cvcFormat,
  expiryFormat,
  PRICE,
  SIGN_IN_LINK_REQUESTED,
  withAccess,
} from './payment-rules';
import { firstName, linkTokenRule, newPasswordRule, password, username } from './account-rules';
import {
  bad,
  email,
  emailKey,
  expectFrom,
  extraFields,
  minLengthText,
  ok,
  optional,
  SPEC_MESSAGES,
  type Expectation,
} from './rules';

export interface JsonRoute {
  path: string;
  fields: Fields;
  /** Bodies the rules accept, so the property also walks the success path. */
  valid: fc.Arbitrary<Record<string, unknown>>;
  /** The cookie sent when the property sends one; the member's session when not given. */
  cookie?: () => string;
  /** Judges the body as sent with `cookie` (or none). */
  judge(body: Record<string, unknown>, cookie?: string): Expectation;
  /** Runs before the body is judged and sent, and may fill in what only the server can give (a fresh checkout). */
  prepare?(raw: string): Promise<string>;
  /** Bodies at the edges of the rules, sent before the random ones (with the route's cookie when `withCookie`). */
  edges: { body: Record<string, unknown>; withCookie?: boolean }[];
  /** Called with each 2xx answer: notes what the accepted request stored. */
  record?(body: Record<string, unknown>, answer: Answer): void;
}

export interface RouteContext {
  ledger: Ledger;
  member: { username: string; email: string };
  buyer: { email: string; cookie: () => string };
  /** Starts a checkout of its own (noted in the ledger) and returns its client secret. */
  newCheckout: () => Promise<string>;
}

/** Stands for the client secret of a checkout started just before the request, so unpaid ones keep coming. */
export const FRESH_SECRET = 'fresh-checkout-client-secret';

const contactFields = {
  name: textOf(2, 40),
  email: emailAddress,
  subject: textOf(5, 80),
  message: textOf(10, 400),
};
const checkoutFields = {
  amount: fc.oneof(
    fc.constant(PRICE),
    fc.constantFrom(9.90000001, 9.899, 9.89, 9.91, 9.95, 10, 990, 0.099, -9.9, 0, 1e-300, 100_001),
    fc.double(),
  ),
  email: emailAddress,
  receipt_email: emailAddress,
};

export function jsonRoutes({ ledger, member, buyer, newCheckout }: RouteContext): JsonRoute[] {
  /** A client secret create-payment-intent issued earlier in this run (read when generated). */
  const issuedSecret = fc
    .nat()
    .map((index) => ledger.clientSecrets[index % ledger.clientSecrets.length] ?? 'pi_test_0_secret_0');
  const cardFields = {
    clientSecret: fc.oneof(fc.stringMatching(/^pi_test_[a-f0-9]{24}_secret_[a-f0-9]{32}$/), issuedSecret),
    cardNumber: fc.constantFrom(
      '4242424242424242',
      '4242 4242 4242 4242',
      '4242-4242-4242-4242',
      '4000000000000002',
      '4000000000009995',
      '4111111111111111',
      '1234567812345678',
    ),
    expiry: fc
      .tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 99 }))
      .map(([month, year]) => `${String(month).padStart(2, '0')}/${String(year).padStart(2, '0')}`),
    cvc: fc.stringMatching(/^\d{3,4}$/),
  };
  const edges = edgeBodies(buyer.email, FRESH_SECRET);
  const accessEmails = new Set([emailKey(buyer.email), emailKey(member.email)]);
  const emailOnly = (body: Record<string, unknown>) => [email(own(body, 'email')), extraFields(body, ['email'])];

  return [
    {
      path: '/api/contact',
      edges: edges['/api/contact'],
      fields: contactFields,
      valid: fc.record(contactFields),
      judge: (body) =>
        expectFrom(
          [
            minLengthText(own(body, 'name'), 'name', 2, SPEC_MESSAGES.name),
            email(own(body, 'email')),
            minLengthText(own(body, 'subject'), 'subject', 5, SPEC_MESSAGES.subject, 150),
            minLengthText(own(body, 'message'), 'message', 10, SPEC_MESSAGES.message, 2000),
            extraFields(body, Object.keys(contactFields)),
          ],
          { outcomes: [{ status: 201 }], why: ['a valid message is stored'] },
        ),
      record: (body, answer) => {
        if (answer.status === 201) ledger.contactMessages.push(body);
      },
    },
    {
      path: '/api/subscribe',
      edges: edges['/api/subscribe'],
      fields: { email: emailAddress },
      valid: fc.record({ email: emailAddress }),
      // README: 409 when the address (in any case) is subscribed already.
      judge: (body) =>
        expectFrom(emailOnly(body), {
          outcomes: [{ status: ledger.subscribers.has(emailKey(own(body, 'email'))) ? 409 : 200 }],
          why: ['subscribed before: 409, else 200'],
        }),
      record: (body, answer) => {
        if (answer.status === 200) ledger.subscribers.add(emailKey(own(body, 'email')));
      },
    },
    {
      path: '/api/waitlist',
      edges: edges['/api/waitlist'],
      fields: { email: emailAddress },
      valid: fc.record({ email: emailAddress }),
      // README: the same answer whether or not the address was listed already.
      judge: (body) => expectFrom(emailOnly(body), { outcomes: [{ status: 200 }], why: ['a valid address is listed'] }),
      record: (body, answer) => {
        if (answer.status === 200) ledger.waitlist.add(emailKey(own(body, 'email')));
      },
    },
    {
      path: '/api/marketing-optin',
      edges: edges['/api/marketing-optin'],
      fields: { email: emailAddress, firstName: fc.string({ unit: 'grapheme', maxLength: 100 }) },
      valid: fc.record(
        {
          email: fc.oneof(emailAddress, fc.constantFrom(buyer.email, buyer.email.toUpperCase(), ` ${buyer.email}\t`)),
          firstName: fc.string({ unit: 'grapheme', maxLength: 40 }),
        },
        { requiredKeys: ['email'] },
      ),
      cookie: buyer.cookie,
      // Consent only from the browser that paid, for the address it paid with; anyone else is refused.
      judge: (body, cookie) => {
        const theBuyer = cookie === buyer.cookie() && emailKey(own(body, 'email')) === buyer.email;
        return expectFrom(
          [
            email(own(body, 'email')),
            optional(own(body, 'firstName'), firstName),
            extraFields(body, ['email', 'firstName']),
          ],
          { outcomes: [{ status: theBuyer ? 200 : 403 }], why: [theBuyer ? 'the buyer' : 'not the browser that paid'] },
        );
      },
      record: (body, answer) => {
        if (answer.status === 200) ledger.marketingOptIns.add(emailKey(own(body, 'email')));
      },
    },
    {
      path: '/api/create-payment-intent',
      edges: edges['/api/create-payment-intent'],
      fields: checkoutFields,
      valid: fc.record(
        { ...checkoutFields, amount: fc.oneof({ arbitrary: fc.constant(PRICE), weight: 3 }, checkoutFields.amount) },
        { requiredKeys: ['amount', 'email'] },
      ),
      judge: (body) => {
        const amount = own(body, 'amount');
        // The address the payment is for (receipt_email when given) decides whether it already has access.
        const payer = own(body, 'receipt_email') ?? own(body, 'email');
        const hasAccess = typeof payer === 'string' && accessEmails.has(emailKey(payer));
        return expectFrom(
          [
            amountType(amount),
            amountValue(amount),
            email(own(body, 'email')),
            optional(own(body, 'receipt_email'), (value) => email(value, 'receipt_email')),
            extraFields(body, Object.keys(checkoutFields)),
          ],
          typeof amount === 'number' ? withAccess(amountOutcome(amount), hasAccess) : { outcomes: [], why: [] },
        );
      },
      record: (_body, answer) => {
        if (answer.status !== 200) return;
        const { clientSecret } = answer.json as { clientSecret: string };
        expect(clientSecret, answer.text).toMatch(/^pi_\w+_secret_\w+$/);
        ledger.checkouts++;
        ledger.clientSecrets.push(clientSecret);
      },
    },
    {
      path: '/api/test-payments/confirm',
      edges: edges['/api/test-payments/confirm'],
      fields: cardFields,
      // Mostly a secret the checkout issued, often for a payment not made yet, and a card that pays,
      // so orders get written and declines meet unpaid payments.
      valid: fc.record({
        ...cardFields,
        clientSecret: fc.oneof(
          { arbitrary: cardFields.clientSecret, weight: 1 },
          { arbitrary: issuedSecret, weight: 1 },
          { arbitrary: fc.constant(FRESH_SECRET), weight: 3 },
        ),
        cardNumber: fc.oneof({ arbitrary: fc.constant('4242 4242 4242 4242'), weight: 2 }, cardFields.cardNumber),
      }),
      prepare: async (raw) => (raw.includes(FRESH_SECRET) ? raw.replaceAll(FRESH_SECRET, await newCheckout()) : raw),
      judge: (body) => {
        const secret = own(body, 'clientSecret');
        return expectFrom(
          [
            typeof secret === 'string' ? ok : bad('clientSecret is missing or not text', undefined, [400, 404]),
            cardNumberFormat(own(body, 'cardNumber')),
            expiryFormat(own(body, 'expiry')),
            cvcFormat(own(body, 'cvc')),
            extraFields(body, Object.keys(cardFields)),
          ],
          confirmOutcome(
            { secret, cardNumber: own(body, 'cardNumber'), expiry: own(body, 'expiry') },
            { secrets: ledger.clientSecrets, paid: ledger.paidIntents },
          ),
        );
      },
      record: (body, answer) => {
        if (answer.status !== 200) return;
        // The payment made is the one whose secret was sent.
        const intent = String(own(body, 'clientSecret')).split('_secret_')[0];
        expect(answer.json, answer.text).toMatchObject({ paymentIntentId: intent });
        ledger.paidIntents.add(intent!);
      },
    },
    {
      path: '/api/login',
      edges: edges['/api/login'],
      fields: {
        username: fc.oneof(fc.constant(member.username), fc.string({ unit: 'grapheme', maxLength: 70 })),
        password: fc.string({ unit: 'grapheme', maxLength: 300 }),
      },
      valid: fc.record({
        username: fc.stringMatching(/^[a-z][a-z0-9-]{2,20}$/),
        password: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }),
      }),
      // Random credentials never sign in; each from its own address, and too few per username to be throttled.
      judge: (body) =>
        expectFrom(
          [
            username(own(body, 'username')),
            password(own(body, 'password')),
            extraFields(body, ['username', 'password']),
          ],
          { outcomes: [{ status: 401 }], why: ['credentials no member has'] },
        ),
    },
    {
      path: '/api/sign-in-link/request',
      edges: edges['/api/sign-in-link/request'],
      fields: { email: emailAddress },
      valid: fc.record({ email: emailAddress }),
      // The same answer whether or not the address has access.
      judge: (body) =>
        expectFrom(emailOnly(body), {
          outcomes: [{ status: 200 }],
          why: ['any valid address: the same answer'],
        }),
      record: (_body, answer) => expect(answer.json).toEqual({ message: SIGN_IN_LINK_REQUESTED }),
    },
    {
      path: '/api/sign-in-link',
      edges: edges['/api/sign-in-link'],
      fields: { token: linkToken, password: newPassword },
      valid: fc.record({ token: linkToken, password: newPassword }),
      judge: (body) =>
        expectFrom(
          [
            linkTokenRule(own(body, 'token')),
            newPasswordRule(own(body, 'password')),
            extraFields(body, ['token', 'password']),
          ],
          { outcomes: [{ status: 410 }], why: ['no link was issued with this token'] },
        ),
    },
  ];
}
