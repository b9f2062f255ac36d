import 'server-only';

import { randomBytes } from 'node:crypto';

import { sealData, unsealData } from 'iron-session';
import { cookies } from 'next/headers';

import { getConfig } from '../env';
import type { CheckoutBrowser } from './checkout';

const TTL_SECONDS = 7 * 24 * 60 * 60;

function cookieName(): { name: string; secure: boolean } {
  const secure = getConfig().siteUrl.startsWith('https:');
  return { name: secure ? '__Host-reset_checkout' : 'reset_checkout', secure };
}

/** This browser's checkout identity, if it has one. */
export async function readCheckoutBrowser(): Promise<CheckoutBrowser | undefined> {
  const value = (await cookies()).get(cookieName().name)?.value;
  if (!value) return undefined;
  try {
    const data = await unsealData<Partial<CheckoutBrowser>>(value, {
      password: getConfig().secrets.sessionSecret,
      ttl: TTL_SECONDS,
    });
    return typeof data.browserKey === 'string' && typeof data.attempt === 'string'
      ? { browserKey: data.browserKey, attempt: data.attempt }
      : undefined;
  } catch {
    return undefined;
  }
}

async function write(browser: CheckoutBrowser): Promise<void> {
  const { name, secure } = cookieName();
  const sealed = await sealData(browser, { password: getConfig().secrets.sessionSecret, ttl: TTL_SECONDS });
  (await cookies()).set(name, sealed, { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: TTL_SECONDS });
}

const random = () => randomBytes(24).toString('base64url');

/** The browser's checkout identity, created (and set as a sealed cookie) on first use. */
export async function ensureCheckoutBrowser(): Promise<CheckoutBrowser> {
  const existing = await readCheckoutBrowser();
  if (existing) return existing;
  const browser = { browserKey: random(), attempt: random() };
  await write(browser);
  return browser;
}

/** After a completed purchase the next checkout is a new attempt (a new idempotency key). */
export async function startNewCheckoutAttempt(browser: CheckoutBrowser): Promise<void> {
  await write({ browserKey: browser.browserKey, attempt: random() });
}
