import 'server-only';

import { after } from 'next/server';

import { readCurrent, reads } from '../content';
import { getDb } from '../db';
import type { Database } from '../db/types';
import { getConfig } from '../env';
import { flushOutbox } from '../mail';
import type { Price } from '../money';
import { getPayments } from '../payments';
import type { PaymentsProvider } from '../payments/types';
import { checkoutCookie, type CheckoutBrowserStore } from './checkout-cookie';
import type { DiscountCode } from './discount';
import { chargedPrice } from './price';

/** What completing a payment needs: in a request, in the background work, in a test. */
export interface PaymentContext {
  db: Database;
  payments: PaymentsProvider;
  sessionSecret: string;
  /** An order was fulfilled and its e-mails are queued. */
  emailsDue(): void;
}

/** The buyer's side needs the paying browser and the price charged now as well. */
export interface CheckoutContext extends PaymentContext {
  browser: CheckoutBrowserStore;
  price(): Promise<Price>;
  /** The published code written as `code`, read past every cache like the price. */
  discountCode(code: string): Promise<DiscountCode | null>;
  /** Runs `work` once the buyer has their answer: after the response in a request; elsewhere at once, awaited. */
  afterAnswer(work: () => Promise<void>): void | Promise<void>;
}

export async function requestContext(): Promise<CheckoutContext> {
  return {
    db: await getDb(),
    payments: await getPayments(),
    sessionSecret: getConfig().secrets.sessionSecret,
    // After the answer has gone, so no buyer waits on SMTP.
    emailsDue: () => after(flushOutbox),
    afterAnswer: (work) => after(work),
    browser: checkoutCookie,
    price: () => chargedPrice(new Date()),
    discountCode: (code) => readCurrent(reads.discountCode(code)),
  };
}
