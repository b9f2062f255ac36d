// Run by the browser tests' web server command before the server starts (PGlite
// serves one process): creates the members the tests sign in as, with real
// generated passwords, and leaves their credentials in DATA_DIR for the tests.
// It also leaves the session cookies of members whose sessions must no longer
// open anything: signed out, access revoked, order refunded.
import { writeFileSync } from 'node:fs';
import path from 'node:path';

import { sealData } from 'iron-session';

import { createMember } from '../../support/accounts';
import { endSession, startSession } from '../../../web/lib/auth/session-token';
import { migrationsDir, openDatabase } from '../../../web/lib/db';
import { markRevoked } from '../../../web/lib/db/members';
import { insertOrder } from '../../../web/lib/db/orders';
import { getConfig } from '../../../web/lib/env';
import { withdrawAccess } from '../../../web/lib/orders/fulfil';

export const E2E_MEMBERS = [
  'alice',
  'bruno',
  'chloe',
  'dmitri',
  'emma',
  'fiona',
  'gustav',
  'hana',
  'ivan',
  'jonas',
  'kai',
  'lena',
  'mia',
  'nora',
  'otto',
  'pia',
  'rosa',
  'sven',
  'tara',
  'uwe',
] as const;

/** Cookies that look like sessions and must open nothing. */
export interface DeadSessionCookies {
  signedOut: string;
  revoked: string;
  refunded: string;
  /** Well-formed, but sealed with another secret. */
  forged: string;
}

const config = getConfig();
const secret = config.secrets.sessionSecret;
const db = await openDatabase(config.database, migrationsDir(config.projectRoot));
const credentials: Record<string, { username: string; password: string }> = {};
for (const name of E2E_MEMBERS) {
  const { member, password } = await createMember(db, { username: `e2e-${name}`, email: `${name}@example.com` });
  credentials[name] = { username: member.username, password };
}

const signedOut = await createMember(db, { username: 'e2e-signed-out', email: 'signed-out@example.com' });
const signedOutCookie = await startSession(db, signedOut.member.id, secret);
await endSession(db, signedOutCookie, secret);

const revoked = await createMember(db, { username: 'e2e-revoked', email: 'revoked@example.com' });
const revokedCookie = await startSession(db, revoked.member.id, secret);
// Only the member is marked: the session row itself stays live, so the check must look at the member too.
await markRevoked(db, revoked.member.id, 'support');

const refunded = await createMember(db, { username: 'e2e-refunded', email: 'refunded@example.com' });
const refundedCookie = await startSession(db, refunded.member.id, secret);
const refundedIntent = 'pi_e2e_refunded_000001';
await insertOrder(db, {
  paymentIntentId: refundedIntent,
  memberId: refunded.member.id,
  email: 'refunded@example.com',
  amountCents: 990,
  currency: 'eur',
});
await withdrawAccess(db, refundedIntent, 'refunded');

const cookies: DeadSessionCookies = {
  signedOut: signedOutCookie,
  revoked: revokedCookie,
  refunded: refundedCookie,
  forged: await sealData({ token: 'a-token-no-server-issued' }, { password: 'x'.repeat(32) + secret.slice(0, 8) }),
};

await db.close();
writeFileSync(path.join(config.dataDir, 'e2e-members.json'), JSON.stringify(credentials, null, 2));
writeFileSync(path.join(config.dataDir, 'e2e-dead-sessions.json'), JSON.stringify(cookies, null, 2));
