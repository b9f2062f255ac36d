// A production server of its own for each API test file, on its own port and data
// folder, with a known webhook secret, a member made before it starts, two
// sessions of that member and a buyer who has paid.
import { rmSync } from 'node:fs';
import path from 'node:path';

import { afterAll, beforeAll, expect } from 'vitest';

import { createMemberBeforeStart } from '../../support/offline-member';
import { startOwnServer, stopOwnServer, waitUntilUp, type OwnServer } from '../../support/own-server';
import { call, cookiesOf, type Answer, type Call } from './http';
import { emptyLedger, type Ledger } from './ledger';

const root = path.resolve(import.meta.dirname, '../../..');
/** Beside the browser tests' data folder (playwright.config.ts), so parallel runs keep apart. */
const DATA_DIR = process.env.E2E_DATA_DIR ?? '.data/e2e';

export const REVALIDATE_SECRET = 'abuse-revalidate-secret-0123456789';
/** Sign-ins for the test's own sessions come from their own address, away from the fuzzed login's throttle. */
const OWN_ADDRESS = '198.51.100.7';

export interface ApiServer {
  readonly baseURL: string;
  readonly dataDir: string;
  /** Made before the server started; the username is empty with `signedIn: false`. */
  readonly member: { username: string; email: string; password: string };
  /** Paid in test mode before the tests: only this browser's checkout cookie may opt this address in. */
  readonly buyer: { email: string; cookie: string };
  /** The member's session cookie, and a second session a test may end. */
  session: string;
  sessionToEnd: string;
  /** What the requests accepted so far stored. */
  readonly ledger: Ledger;
  api(pathname: string, options?: Call): Promise<Answer>;
  /** Stops the server (idempotent), so that its database can be opened. */
  stop(): Promise<void>;
  /** The server's process, to read its memory. */
  readonly pid: number | undefined;
}

/**
 * Registers beforeAll/afterAll hooks in the calling describe block that run a
 * server for it; `portOffset` is an offset from E2E_PORT that no other test uses.
 * With `signedIn: false` there is no member, session or buyer (a faster start).
 * `beforeStart` may write to the data folder while no server has it open.
 */
export function useApiServer(
  name: string,
  portOffset: number,
  options: { env?: Record<string, string>; signedIn?: boolean; beforeStart?: (dataDir: string) => void } = {},
) {
  const signedIn = options.signedIn ?? true;
  const port = Number(process.env.E2E_PORT ?? 3100) + portOffset;
  let server: OwnServer | undefined;
  const handle: ApiServer = {
    baseURL: `http://localhost:${port}`,
    dataDir: path.join(root, `${DATA_DIR}-api-${name}`),
    member: { username: signedIn ? `api-${name}`.slice(0, 20) : '', email: `api-${name}@example.com`, password: '' },
    buyer: { email: `api-${name}-buyer@example.com`, cookie: '' },
    session: '',
    sessionToEnd: '',
    ledger: emptyLedger(),
    api: (pathname, callOptions) =>
      call(`${handle.baseURL}${pathname}`, callOptions).catch(async (error: Error) => {
        // A connection refused or reset may mean the server died: say so, and where its log is.
        await new Promise((resolve) => setTimeout(resolve, 200));
        const child = server?.child;
        if (child && (child.exitCode !== null || child.signalCode !== null)) {
          error.message += `; the server exited (${child.exitCode ?? child.signalCode}), see ${server!.log}`;
        }
        throw error;
      }),
    stop: () => stopOwnServer(server),
    get pid() {
      return server?.child.pid;
    },
  };

  beforeAll(async () => {
    rmSync(handle.dataDir, { recursive: true, force: true });
    if (signedIn) handle.member.password = createMemberBeforeStart(handle.dataDir, handle.member);
    options.beforeStart?.(handle.dataDir);
    server = startOwnServer({
      port,
      dataDir: handle.dataDir,
      env: { SANITY_REVALIDATE_SECRET: REVALIDATE_SECRET, ...options.env },
    });
    await waitUntilUp(server);
    if (!signedIn) return;
    handle.session = await signIn(handle);
    handle.sessionToEnd = await signIn(handle);
    handle.buyer.cookie = await buy(handle, handle.buyer.email);
  }, 180_000);
  afterAll(() => stopOwnServer(server));
  return handle;
}

const ownHeaders = (server: ApiServer, address = OWN_ADDRESS) => ({
  origin: server.baseURL,
  'content-type': 'application/json',
  'x-forwarded-for': address,
});

/** Checkouts come each from an address of its own (198.18.0.0/15, RFC 2544), away from the checkout's limit per address. */
let checkouts = 0;
const checkoutAddress = () => `198.18.${(++checkouts >> 8) & 255}.${checkouts & 255}`;

async function signIn(server: ApiServer): Promise<string> {
  const { username, password } = server.member;
  const response = await fetch(`${server.baseURL}/api/login`, {
    method: 'POST',
    headers: ownHeaders(server),
    body: JSON.stringify({ username, password }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return cookiesOf(response);
}

/** Starts a checkout as the checkout page does and notes it in the ledger. */
export async function startCheckout(server: ApiServer, email: string) {
  const created = await fetch(`${server.baseURL}/api/create-payment-intent`, {
    method: 'POST',
    headers: ownHeaders(server, checkoutAddress()),
    body: JSON.stringify({ amount: 9.9, email }),
  });
  expect(created.status, await created.clone().text()).toBe(200);
  const { clientSecret } = (await created.json()) as { clientSecret: string };
  server.ledger.checkouts++;
  server.ledger.clientSecrets.push(clientSecret);
  return { clientSecret, cookie: cookiesOf(created) };
}

/** Pays in test mode as the checkout page does, notes it in the ledger, and returns the buyer's checkout cookie. */
async function buy(server: ApiServer, email: string): Promise<string> {
  const { clientSecret, cookie } = await startCheckout(server, email);
  const paid = await fetch(`${server.baseURL}/api/test-payments/confirm`, {
    method: 'POST',
    headers: { ...ownHeaders(server, checkoutAddress()), cookie },
    body: JSON.stringify({ clientSecret, cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' }),
  });
  expect(paid.status, await paid.clone().text()).toBe(200);
  server.ledger.paidIntents.add(((await paid.json()) as { paymentIntentId: string }).paymentIntentId);
  return cookie;
}
