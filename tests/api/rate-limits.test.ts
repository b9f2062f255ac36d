// Rate limits as a client meets them, on a production server of their own: the
// login throttle's answer and a browser the member signed in on (the throttle's
// rules are in tests/integration/auth.test.ts), each public form held to its own
// limit per client address (the limiter's answer is in tests/integration/rate-limits.test.ts),
// marketing consent taken only from the browser that paid, and without a proxy
// in front, one client whatever X-Forwarded-For it names.
import { describe, expect, it } from 'vitest';

import { FORM_LIMITS } from '@/lib/http/door.mjs';
import { discountMessages, loginMessages, marketingOptInMessages } from '@/lib/messages/storefront';

import { cookiesOf } from './support/http';
import { useApiServer } from './support/server';
import { withDatabase } from './support/stored-rows';

/** Each call a client address no other request of this run used (TEST-NET-3, RFC 5737). */
let lastAddress = 0;
const newAddress = () => `203.0.113.${++lastAddress}`;
const unique = (label: string) => `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

const LOGIN_WINDOW_SECONDS = 15 * 60;
/** Sign-in attempts one client address may make per window (LOGIN_LIMITS in web/lib/http/rate-limit.ts). */
const LOGIN_PER_ADDRESS = 30;

/** What the server said it stored, to compare with its database at the end. */
const stored = {
  contact: [] as string[],
  subscribers: [] as string[],
  waitlist: [] as string[],
  optIns: [] as string[],
};

/** The public forms, their limit per client address in 10 minutes, and what a valid post gets below it. */
const forms: { path: string; limit: number; body: () => { email: string }; accepted: number; stored?: string[] }[] = [
  {
    path: '/api/contact',
    limit: 5,
    body: () => ({ name: 'Ada', email: unique('contact'), subject: 'A question', message: 'Is the reset vegan?' }),
    accepted: 201,
    stored: stored.contact,
  },
  {
    path: '/api/subscribe',
    limit: 10,
    body: () => ({ email: unique('subscribe') }),
    accepted: 200,
    stored: stored.subscribers,
  },
  {
    path: '/api/waitlist',
    limit: 10,
    body: () => ({ email: unique('waitlist') }),
    accepted: 200,
    stored: stored.waitlist,
  },
  // Without the checkout cookie of a purchase the opt-in is refused, but it still counts against the limit.
  { path: '/api/marketing-optin', limit: 10, body: () => ({ email: unique('optin') }), accepted: 403 },
];

describe('rate limits and consent', () => {
  const server = useApiServer('limits', 76);
  const post = (pathname: string, body: unknown, from: { address: string; cookie?: string }) =>
    server.api(pathname, {
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', 'x-forwarded-for': from.address },
      cookie: from.cookie,
    });

  it('the 6th wrong password for a username from one address gets 429, Retry-After and the throttle’s words; another member still signs in from there', async () => {
    const guesser = newAddress();
    const guess = (attempt: number) =>
      post('/api/login', { username: 'guessed-at', password: `guess-${attempt}` }, { address: guesser });
    for (let attempt = 1; attempt <= 5; attempt++) expect((await guess(attempt)).status).toBe(401);
    const sixth = await guess(6);
    expect(sixth.status, sixth.text).toBe(429);
    expect(sixth.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(sixth.headers.get('retry-after'))).toBeLessThanOrEqual(LOGIN_WINDOW_SECONDS);
    expect(sixth.json).toEqual({ error: loginMessages.throttled });

    const { username, email, password } = server.member;
    const member = await post('/api/login', { username, password }, { address: guesser });
    expect(member.status, member.text).toBe(200);
    expect(member.json).toEqual({ username, email });
  });

  it('strangers at the member’s own address never lock the member out of a browser they signed in on', async () => {
    // Before the test below fills the username's ceiling, so that the member can first sign in without the note.
    const { username, password } = server.member;
    const home = newAddress();
    const signedIn = await post('/api/login', { username, password }, { address: home });
    expect(signedIn.status, signedIn.text).toBe(200);
    const phone = cookiesOf(signedIn);

    // Five wrong passwords for the member's username and thirty for others, from the household's address.
    await Promise.all([
      ...Array.from({ length: 5 }, (_, guess) =>
        post('/api/login', { username, password: `guess-${guess}` }, { address: home }),
      ),
      ...Array.from({ length: 30 }, (_, guess) =>
        post('/api/login', { username: `other-${guess}`, password: 'guess' }, { address: home }),
      ),
    ]);
    expect((await post('/api/login', { username, password }, { address: home })).status).toBe(429);
    const fromPhone = await post('/api/login', { username, password }, { address: home, cookie: phone });
    expect(fromPhone.status, fromPhone.text).toBe(200);
  });

  it('wrong passwords spread over many addresses never lock the member out of a browser they signed in on', async () => {
    const { username, password } = server.member;
    // The member signs in once on their phone, which keeps the browser's note of it.
    const signedIn = await post('/api/login', { username, password }, { address: newAddress() });
    expect(signedIn.status, signedIn.text).toBe(200);
    const phone = cookiesOf(signedIn);

    // A stranger fills the username's ceiling from 12 addresses of their own.
    await Promise.all(
      Array.from({ length: 12 }, async () => {
        const address = newAddress();
        for (let guess = 0; guess < 5; guess++) {
          await post('/api/login', { username, password: `guess-${guess}` }, { address });
        }
      }),
    );
    expect((await post('/api/login', { username, password }, { address: newAddress() })).status).toBe(429);
    const fromPhone = await post('/api/login', { username, password }, { address: newAddress(), cookie: phone });
    expect(fromPhone.status, fromPhone.text).toBe(200);
  });

  it('each public form takes its own limit of posts from one client address in 10 minutes and refuses the rest with 429 before reading them', async () => {
    for (const form of forms) {
      const crowded = newAddress();
      const bodies = Array.from({ length: form.limit + 4 }, form.body);
      const answers = await Promise.all(bodies.map((body) => post(form.path, body, { address: crowded })));
      const statuses = answers.map((answer) => answer.status);
      expect(
        statuses.filter((status) => status === form.accepted),
        `${form.path}: ${statuses}`,
      ).toHaveLength(form.limit);
      expect(
        statuses.filter((status) => status === 429),
        `${form.path}: ${statuses}`,
      ).toHaveLength(4);
      answers.forEach((answer, index) => answer.status === form.accepted && form.stored?.push(bodies[index]!.email));

      // A refused post's address is still free to use: the refusal came before the body was looked at.
      const refused = bodies[statuses.indexOf(429)]!;
      const elsewhere = await post(form.path, refused, { address: newAddress() });
      expect(elsewhere.status, `${form.path}: ${elsewhere.text}`).toBe(form.accepted);
      form.stored?.push(refused.email);

      // Past its budget a client is refused at the door, whatever it sends: nothing of it is read.
      expect((await post(form.path, { email: 'not-an-address' }, { address: crowded })).status).toBe(429);
      // Below it, validation comes first: a body the schema refuses is answered 400.
      expect((await post(form.path, { email: 'not-an-address' }, { address: newAddress() })).status).toBe(400);
    }
  });

  it('a client guessing discount codes gets 10 tries in 10 minutes, each unknown code told in one sentence; the right one after is refused too', async () => {
    const guesser = newAddress();
    for (let guess = 0; guess < FORM_LIMITS.discountCode; guess++) {
      expect(await post('/api/discount-code', { code: `GUESS${guess}` }, { address: guesser })).toMatchObject({
        status: 422,
        json: { error: discountMessages.refusals.unknown, reason: 'unknown' },
      });
    }
    const past = await post('/api/discount-code', { code: 'FRIEND10' }, { address: guesser });
    expect(past.status, past.text).toBe(429);

    // The seed's example code, as a buyer might type it.
    expect(await post('/api/discount-code', { code: ' friend10 ' }, { address: newAddress() })).toMatchObject({
      status: 200,
      json: { code: 'FRIEND10', amount: 8.91, label: '€8.91', saving: '€0.99' },
    });
    expect(await post('/api/discount-code', { code: 'no code!' }, { address: newAddress() })).toMatchObject({
      status: 400,
      json: { error: discountMessages.refusals.unknown },
    });
  });

  it('marketing consent is taken only from the browser that paid, for the address it paid with', async () => {
    const { email, cookie } = server.buyer;
    const refusal = { status: 403, json: { error: marketingOptInMessages.notTheBuyer } };
    expect(await post('/api/marketing-optin', { email }, { address: newAddress() })).toMatchObject(refusal);
    expect(
      await post('/api/marketing-optin', { email: unique('victim') }, { address: newAddress(), cookie }),
    ).toMatchObject(refusal);
    const own = await post(
      '/api/marketing-optin',
      { email: email.toUpperCase(), firstName: 'Ada' },
      { address: newAddress(), cookie },
    );
    expect(own.status, own.text).toBe(200);
    stored.optIns.push(email.toUpperCase());
  });

  it('only what the server accepted is stored', async () => {
    await server.stop();
    await withDatabase(server.dataDir, async (rows) => {
      const emails = async (table: string) =>
        (await rows<{ email: string }>(`select email from public.${table}`)).map((row) => row.email).sort();
      expect(await emails('contact_messages')).toEqual([...stored.contact].sort());
      expect(await emails('subscribers')).toEqual([...stored.subscribers].sort());
      expect(await emails('waitlist')).toEqual([...stored.waitlist].sort());
      expect(await emails('marketing_optins')).toEqual([...stored.optIns].sort());
    });
  });
});

describe('on a server with no proxy in front', () => {
  const direct = useApiServer('direct', 77, { signedIn: false, env: { TRUSTED_PROXY_HOPS: '0' } });

  it('a client that names a new X-Forwarded-For with every request is still one client', async () => {
    const answers = [];
    for (let attempt = 0; attempt <= LOGIN_PER_ADDRESS; attempt++) {
      const answer = await direct.api('/api/login', {
        body: JSON.stringify({ username: `nobody-${attempt}`, password: 'guess' }),
        headers: { 'content-type': 'application/json', 'x-forwarded-for': newAddress() },
      });
      answers.push(answer.status);
    }
    // Counted as one address: refused by its limit at the 31st try at the latest (sooner by the admission's burst).
    expect(answers.filter((status) => status === 401).length).toBeLessThanOrEqual(LOGIN_PER_ADDRESS);
    expect(answers.slice(LOGIN_PER_ADDRESS)).toEqual([429]);
    expect(answers.every((status) => status === 401 || status === 429)).toBe(true);
  });
});
