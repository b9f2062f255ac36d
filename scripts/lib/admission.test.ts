import { describe, expect, it } from 'vitest';

import { FORM_LIMITS, KNOWN_DEVICE_COOKIE } from '../../web/lib/http/door.mjs';
import { ADMISSIONS, createAdmission } from './admission.mjs';

const limits = new Map([
  ['POST /api/login', { perClient: { burst: 3, perSecond: 1 }, signIn: true }],
  ['POST /api/contact', { perClient: { burst: 2, perSecond: 1 / 60 } }],
  ['POST /api/subscribe', { perClient: { burst: 2, perSecond: 1 / 60 }, together: { burst: 3, perSecond: 1 / 10 } }],
  ['GET /checkout', { perClient: { burst: 2, perSecond: 1 } }],
]);

/** An admission on a clock the test moves by hand. */
function door() {
  let now = 0;
  const admission = createAdmission(limits, () => now);
  return { admission, wait: (ms: number) => (now += ms) };
}

describe('admission in front of the app', () => {
  it('lets one client burst, then refuses it with 429 until its bucket refills, while others go on', () => {
    const { admission, wait } = door();
    for (let sent = 0; sent < 3; sent++) expect(admission.refusal('POST', '/api/login', '192.0.2.1')).toBeNull();
    expect(admission.refusal('POST', '/api/login', '192.0.2.1')?.status).toBe(429);
    expect(admission.refusal('POST', '/api/login', '192.0.2.2')).toBeNull();
    wait(1_000);
    expect(admission.refusal('POST', '/api/login', '192.0.2.1')).toBeNull();
    expect(admission.refusal('POST', '/api/login', '192.0.2.1')?.status).toBe(429);
  });

  it("keeps a member's own browser's budget apart from strangers' at the same address", () => {
    const { admission } = door();
    const shared = '203.0.113.50';
    for (let sent = 0; sent < 3; sent++) admission.refusal('POST', '/api/login', shared);
    expect(admission.refusal('POST', '/api/login', shared)?.status).toBe(429);
    expect(admission.refusal('POST', '/api/login', shared, `${KNOWN_DEVICE_COOKIE}=Fe26.2*abc`)).toBeNull();
    expect(admission.refusal('POST', '/api/login', shared, `a=1; __Host-${KNOWN_DEVICE_COOKIE}=Fe26.2*abc`)).toBeNull();
    // An empty cookie, or one of another name, proves nothing.
    expect(admission.refusal('POST', '/api/login', shared, `${KNOWN_DEVICE_COOKIE}=`)?.status).toBe(429);
    expect(admission.refusal('POST', '/api/login', shared, `x${KNOWN_DEVICE_COOKIE}=1`)?.status).toBe(429);
  });

  it('refuses a public form past its budget with the minutes to wait, and counts each endpoint apart', () => {
    const { admission, wait } = door();
    expect(admission.refusal('POST', '/api/contact', '192.0.2.1')).toBeNull();
    expect(admission.refusal('POST', '/api/contact', '192.0.2.1')).toBeNull();
    expect(admission.refusal('POST', '/api/contact', '192.0.2.1')).toEqual({
      status: 429,
      retryAfterSeconds: 60,
      error: 'Too many requests from your network. Please try again in 1 minute.',
    });
    expect(admission.refusal('POST', '/api/login', '192.0.2.1')).toBeNull();
    wait(60_000);
    expect(admission.refusal('POST', '/api/contact', '192.0.2.1')).toBeNull();
  });

  it('never holds back anything else', () => {
    const { admission } = door();
    for (let sent = 0; sent < 10; sent++) {
      for (const [method, pathname] of [
        ['GET', '/api/user'],
        ['GET', '/api/login'],
        ['GET', '/api/contact'],
        ['GET', '/dashboard'],
      ]) {
        expect(admission.refusal(method!, pathname!, '192.0.2.1')).toBeNull();
      }
    }
  });

  it('refuses a form with 503 once all clients together have used its share, however many addresses send it', () => {
    const { admission, wait } = door();
    const answers = Array.from({ length: 6 }, (_, index) =>
      admission.refusal('POST', '/api/subscribe', `10.0.0.${index}`),
    );
    expect(answers.filter((answer) => answer === null)).toHaveLength(3);
    expect(answers.slice(3)).toEqual(
      Array(3).fill({
        status: 503,
        retryAfterSeconds: 10,
        error: 'This form is busy right now. Please try again in 1 minute.',
      }),
    );
    // Another form's share is its own.
    expect(admission.refusal('POST', '/api/contact', '10.0.0.9')).toBeNull();
    wait(10_000);
    expect(admission.refusal('POST', '/api/subscribe', '10.0.1.1')).toBeNull();
    expect(admission.refusal('POST', '/api/subscribe', '10.0.1.2')?.status).toBe(503);
  });

  it('admits the GETs of a page rendered per request per client, a HEAD as a GET', () => {
    const { admission } = door();
    expect(admission.refusal('GET', '/checkout', '192.0.2.1')).toBeNull();
    expect(admission.refusal('HEAD', '/checkout', '192.0.2.1')).toBeNull();
    expect(admission.refusal('GET', '/checkout', '192.0.2.1')?.status).toBe(429);
    expect(admission.refusal('GET', '/checkout', '192.0.2.2')).toBeNull();
  });

  it('lets 60 addresses sending a public form in turn through only up to its share for everyone', () => {
    const admission = createAdmission(undefined, () => 0);
    for (const [endpoint, form] of [
      ['POST /api/contact', FORM_LIMITS.contact],
      ['POST /api/create-payment-intent', FORM_LIMITS.checkout],
    ] as const) {
      const [method, pathname] = endpoint.split(' ') as [string, string];
      let admitted = 0;
      for (let sent = 0; sent < 60 * form; sent++) {
        if (admission.refusal(method, pathname, `10.200.0.${sent % 60}`) === null) admitted++;
      }
      expect(admitted, endpoint).toBe(ADMISSIONS.get(endpoint)?.together?.burst);
      expect(admitted, endpoint).toBeLessThan(60 * form);
    }
  });
});
