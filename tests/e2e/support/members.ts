import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { expect, type Page } from '@playwright/test';

import { E2E_DATA_DIR } from '../../../playwright.config';
import { emailsTo } from './purchase';

export type E2EMember =
  | 'alice'
  | 'bruno'
  | 'chloe'
  | 'dmitri'
  | 'emma'
  | 'fiona'
  | 'gustav'
  | 'hana'
  | 'ivan'
  | 'jonas'
  | 'kai'
  | 'lena'
  | 'mia'
  | 'nora'
  | 'otto'
  | 'pia'
  | 'rosa'
  | 'sven'
  | 'tara'
  | 'uwe';

/** Credentials of a member created by seed-members.ts before the server started. */
export function credentials(name: E2EMember): { username: string; password: string } {
  const file = path.resolve(import.meta.dirname, '../../..', E2E_DATA_DIR, 'e2e-members.json');
  const all = JSON.parse(readFileSync(file, 'utf8')) as Record<string, { username: string; password: string }>;
  const found = all[name];
  if (!found) throw new Error(`No e2e member ${name}`);
  return found;
}

/** Signs in through the login form, as a member would. */
export async function logIn(page: Page, name: E2EMember, next?: string): Promise<void> {
  await logInWith(page, credentials(name), next);
}

/** Signs in through the login form of the page's site (its baseURL) with these credentials. */
export async function logInWith(
  page: Page,
  { username, password }: { username: string; password: string },
  next?: string,
): Promise<void> {
  await page.goto(next ? `/login?next=${encodeURIComponent(next)}` : '/login');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In to Begin Your Reset' }).click();
  await page.waitForURL(next ?? '/dashboard');
}

/**
 * Signs in with the sign-in link of the order confirmation the suite's server
 * e-mailed to `address`, choosing a new password, as a buyer who never saw the
 * success page would.
 */
export async function signInWithEmailedLink(page: Page, address: string): Promise<void> {
  const mailDir = path.resolve(import.meta.dirname, '../../..', E2E_DATA_DIR, 'mail');
  const mail = () =>
    (existsSync(mailDir) ? readdirSync(mailDir) : []).map((name) => ({
      name,
      text: readFileSync(path.join(mailDir, name), 'utf8'),
    }));
  let token: string | undefined;
  await expect
    .poll(
      () =>
        (token = emailsTo(mail(), address)
          .map((text) => /sign-in\?token=(?:3D)?([A-Za-z0-9_-]+)/.exec(text)?.[1])
          .find(Boolean)),
      { timeout: 20_000 },
    )
    .toBeDefined();
  await page.goto(`/sign-in?token=${token}`);
  await page.getByLabel('New password').fill('a password I will remember');
  await page.getByRole('button', { name: 'Save Password and Sign In' }).click();
  await page.waitForURL('/dashboard');
}
