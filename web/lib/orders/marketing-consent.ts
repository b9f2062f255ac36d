import 'server-only';

import { paidCheckoutExists } from '../db/checkouts';
import { insertMarketingOptIn } from '../db/marketing-optins';
import type { Queryable } from '../db/types';
import { sha256Hex } from '../tokens';
import { requestContext, type CheckoutContext } from './purchase-context';

export type ConsentResult = 'recorded' | 'not-the-buyer';

/**
 * Records consent to marketing e-mails, from the success page's opt-in. An
 * address typed into a form proves nothing, so consent is taken only from the
 * browser that paid with that address for an order that stands.
 */
export async function recordMarketingConsent(
  db: Queryable,
  consent: { email: string; firstName: string | null },
  browserKey: string | undefined,
): Promise<ConsentResult> {
  const paid =
    browserKey && (await paidCheckoutExists(db, { browserKeyHash: sha256Hex(browserKey), email: consent.email }));
  if (!paid) return 'not-the-buyer';
  await insertMarketingOptIn(db, consent);
  return 'recorded';
}

export async function consentFromThisBrowser(
  consent: { email: string; firstName: string | null },
  context: CheckoutContext | Promise<CheckoutContext> = requestContext(),
): Promise<ConsentResult> {
  const { db, browser } = await context;
  return recordMarketingConsent(db, consent, (await browser.read())?.browserKey);
}
