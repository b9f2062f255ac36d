import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createMember } from '../support/accounts';
import { claimAccountWithLink } from '@/lib/auth/sign-in-link';
import { requestSignInLink } from '@/lib/auth/sign-in-link-request';
import { createLocalSource } from '@/lib/content/local';
import { markRevoked } from '@/lib/db/members';
import { sql } from '@/lib/db/sql';
import type { Database } from '@/lib/db/types';
import { SIGN_IN_LINK_LIMITS } from '@/lib/http/rate-limit';
import type { Mailer, OutgoingEmail } from '@/lib/mail/mailer';
import { deliverDueEmails } from '@/lib/mail/outbox';

import { testDatabases } from '../support/databases';

let counter = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${counter++}`;
let addressCounter = 0;
const clientAddress = () => `192.0.2.${++addressCounter}`;
const content = createLocalSource(path.resolve(import.meta.dirname, '../../studio/seed'));

describe.each(testDatabases())('asking for an e-mailed sign-in link on $name', (engine) => {
  let db: Database & { dispose(): Promise<void> };
  let emailsDue = 0;
  const context = () => ({ db, emailsDue: () => void emailsDue++ });

  beforeAll(async () => {
    db = await engine.open();
  });
  afterAll(() => db.dispose());

  const sent: OutgoingEmail[] = [];
  const mailer: Mailer = { kind: 'files', send: async (message) => void sent.push(message) };
  /** The links e-mailed to `recipient` so far: the outbox is delivered first, as the server does. */
  const queuedLinks = async (recipient: string) => {
    await deliverDueEmails({ db, mailer, content, siteUrl: 'https://reset.example' });
    return sent
      .filter((message) => message.to.toLowerCase() === recipient.toLowerCase())
      .map((message) => ({
        token: /sign-in\?token=([\w-]+)/.exec(message.text)?.[1],
        username: /Your username:\s*(\S+)/.exec(message.text)?.[1],
        subject: message.subject,
      }));
  };

  it('answers a member and a stranger alike, and e-mails a link to the member only', async () => {
    const username = unique('linkowner');
    const { member } = await createMember(db, { username, email: `${username}@example.com` });
    const stranger = `${unique('stranger')}@example.com`;
    emailsDue = 0;

    const forMember = await requestSignInLink(
      { email: ` ${member.email.toUpperCase()} `, clientAddress: clientAddress() },
      context(),
    );
    const forStranger = await requestSignInLink({ email: stranger, clientAddress: clientAddress() }, context());
    expect(forMember).toEqual(forStranger);
    expect(forMember).toEqual({ ok: true });

    expect(await queuedLinks(stranger)).toEqual([]);
    const [row] = await db.query<{ payload: Record<string, unknown> }>(sql`
      select payload from internal.email_outbox where kind = 'sign_in_link' and recipient = ${member.email}
    `);
    expect(row?.payload, 'the outbox names the member; the link is made as the e-mail is composed').toEqual({
      username,
      purpose: 'requested',
    });
    const [link] = await queuedLinks(member.email);
    expect(link?.username).toBe(username);
    expect(link?.subject).toMatch(/sign-in link/);
    expect(emailsDue).toBe(1);
  });

  it('sends a link that works once, for one hour', async () => {
    const username = unique('onehour');
    const { member } = await createMember(db, { username, email: `${username}@example.com` });
    await requestSignInLink({ email: member.email, clientAddress: clientAddress() }, context());
    const [link] = await queuedLinks(member.email);
    const [stored] = await db.query<{ minutes: number }>(sql`
      select round(extract(epoch from expires_at - created_at) / 60)::int as minutes
      from internal.sign_in_links where member_id = ${member.id}
    `);
    expect(stored?.minutes).toBe(60);

    expect((await claimAccountWithLink(db, link!.token!, 'a brand new password', clientAddress())).ok).toBe(true);
    expect(await claimAccountWithLink(db, link!.token!, 'a second new password', clientAddress())).toEqual({
      ok: false,
      reason: 'spent',
    });
  });

  it('refuses the link once its hour is over', async () => {
    const username = unique('expired');
    const { member } = await createMember(db, { username, email: `${username}@example.com` });
    await requestSignInLink({ email: member.email, clientAddress: clientAddress() }, context());
    const [link] = await queuedLinks(member.email);
    await db.query(
      sql`update internal.sign_in_links set expires_at = now() - interval '1 minute' where member_id = ${member.id}`,
    );
    expect(await claimAccountWithLink(db, link!.token!, 'a brand new password', clientAddress())).toEqual({
      ok: false,
      reason: 'spent',
    });
  });

  it('sends nothing to a member whose access was withdrawn', async () => {
    const username = unique('revoked');
    const { member } = await createMember(db, { username, email: `${username}@example.com` });
    await markRevoked(db, member.id, 'payment');
    expect(await requestSignInLink({ email: member.email, clientAddress: clientAddress() }, context())).toEqual({
      ok: true,
    });
    expect(await queuedLinks(member.email)).toEqual([]);
  });

  it('throttles per address, member or not, whichever client asks', async () => {
    const stranger = `${unique('flood')}@example.com`;
    for (let index = 0; index < SIGN_IN_LINK_LIMITS.perEmail; index++) {
      expect(await requestSignInLink({ email: stranger, clientAddress: clientAddress() }, context())).toEqual({
        ok: true,
      });
    }
    const refused = await requestSignInLink(
      { email: stranger.toUpperCase(), clientAddress: clientAddress() },
      context(),
    );
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(refused.retryAfterSeconds).toBeGreaterThan(60 * 59);
  });

  it('throttles per client, whatever addresses it asks for', async () => {
    const client = clientAddress();
    for (let index = 0; index < SIGN_IN_LINK_LIMITS.perAddress; index++) {
      const answer = await requestSignInLink(
        { email: `${unique('sweep')}@example.com`, clientAddress: client },
        context(),
      );
      expect(answer).toEqual({ ok: true });
    }
    const refused = await requestSignInLink(
      { email: `${unique('sweep')}@example.com`, clientAddress: client },
      context(),
    );
    expect(refused.ok).toBe(false);
    // Another client is not held up by it.
    expect(
      await requestSignInLink({ email: `${unique('other')}@example.com`, clientAddress: clientAddress() }, context()),
    ).toEqual({ ok: true });
  });
});
