import 'server-only';

import { after } from 'next/server';

import { getDb } from '../db';
import type { Database } from '../db/types';
import { getConfig } from '../env';
import { flushOutbox } from '../mail';
import { getPayments } from '../payments';
import type { PaymentsProvider } from '../payments/types';
import type { Price } from './checkout';
import { checkoutCookie, type CheckoutBrowserStore } from './checkout-cookie';
import { chargedPrice } from './price';

/** What completing a payment needs, wherever it happens: in a request, in the background work, in a test. */
export interface PaymentJourney {
  db: Database;
  payments: PaymentsProvider;
  sessionSecret: string;
  /** An order was fulfilled and its e-mails are queued: have them sent. */
  emailsDue(): void;
}

/** What the buyer's side of the journey needs as well: the paying browser, and the price charged now. */
export interface CheckoutJourney extends PaymentJourney {
  browser: CheckoutBrowserStore;
  price(): Promise<Price>;
  /** Runs `work` once the buyer has their answer: after the response in a request; elsewhere at once, awaited. */
  afterAnswer(work: () => Promise<void>): void | Promise<void>;
}

/** The journey of the current request: the configured adapters and this browser's checkout cookie. */
export async function requestJourney(): Promise<CheckoutJourney> {
  return {
    db: await getDb(),
    payments: await getPayments(),
    sessionSecret: getConfig().secrets.sessionSecret,
    // The only place a request sends e-mails: after its answer has gone, so no buyer waits on SMTP.
    emailsDue: () => after(flushOutbox),
    afterAnswer: (work) => after(work),
    browser: checkoutCookie,
    price: () => chargedPrice(new Date()),
  };
}
