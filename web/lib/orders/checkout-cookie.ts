import 'server-only';

import { cookies } from 'next/headers';
import { z } from 'zod';

import { getConfig } from '../env';
import { newToken, seal, siteCookie, unseal } from '../tokens';
import type { CheckoutBrowser } from './checkout';

const TTL_SECONDS = 7 * 24 * 60 * 60;

const checkoutSeal = z.object({ browserKey: z.string(), attempt: z.string() });

/** The paying browser's identity: in a request, the sealed checkout cookie. */
export interface CheckoutBrowserStore {
  read(): Promise<CheckoutBrowser | undefined>;
  ensure(): Promise<CheckoutBrowser>;
  /** After a completed purchase the next checkout is a new attempt (a new idempotency key). */
  startNewAttempt(browser: CheckoutBrowser): Promise<void>;
}

const cookie = () => siteCookie('reset_checkout', getConfig().siteUrl);
const secret = () => getConfig().secrets.sessionSecret;

async function write(browser: CheckoutBrowser): Promise<void> {
  const sealed = await seal(browser, secret(), TTL_SECONDS);
  (await cookies()).set(cookie().name, sealed, cookie().options(TTL_SECONDS));
}

async function read(): Promise<CheckoutBrowser | undefined> {
  return unseal((await cookies()).get(cookie().name)?.value, checkoutSeal, secret(), TTL_SECONDS);
}

export const checkoutCookie: CheckoutBrowserStore = {
  read,
  async ensure() {
    const existing = await read();
    if (existing) return existing;
    const browser = { browserKey: newToken(24), attempt: newToken(24) };
    await write(browser);
    return browser;
  },
  async startNewAttempt(browser) {
    await write({ browserKey: browser.browserKey, attempt: newToken(24) });
  },
};
