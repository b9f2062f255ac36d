import 'server-only';

import { insertMarketingOptIn } from '../db/marketing-optins';
import type { Queryable } from '../db/types';
import { paidFromBrowser } from './checkout';
import { requestContext, type CheckoutContext } from './purchase-context';

export type ConsentResult = 'recorded' | 'not-the-buyer';

/**
 * Records consent to marketing e-mails, from the success page's opt-in. An
 * address typed into a form proves nothing, so consent is taken only from the
 * browser that paid with that address (its sealed checkout cookie) for an
 * order that stands; anyone else would be opting a stranger in.
 */
export async function recordMarketingConsent(
  db: Queryable,
  consent: { email: string; firstName: string | null },
  browserKey: string | undefined,
): Promise<ConsentResult> {
  if (!(await paidFromBrowser(db, browserKey, consent.email))) return 'not-the-buyer';
  await insertMarketingOptIn(db, consent);
  return 'recorded';
}

/** The opt-in of the current request, from this browser's checkout cookie. */
export async function consentFromThisBrowser(
  consent: { email: string; firstName: string | null },
  context: CheckoutContext | Promise<CheckoutContext> = requestContext(),
): Promise<ConsentResult> {
  const { db, browser } = await context;
  return recordMarketingConsent(db, consent, (await browser.read())?.browserKey);
}
