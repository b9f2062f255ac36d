import { describe, expect, it } from 'vitest';

import { createAdmission } from './admission.mjs';

const limits = { perClient: { burst: 3, perSecond: 1 }, total: { burst: 5, perSecond: 2 } };

/** An admission on a clock the test moves by hand. */
function door() {
  let now = 0;
  const admission = createAdmission(limits, () => now);
  return { admission, wait: (ms: number) => (now += ms) };
}

describe('admission to the endpoints that hash passwords', () => {
  it('lets one client burst, then refuses it with 429 until its bucket refills, while others go on', () => {
    const { admission, wait } = door();
    for (let sent = 0; sent < 3; sent++) expect(admission.refusal('POST', '/api/login', '192.0.2.1')).toBeNull();
    expect(admission.refusal('POST', '/api/sign-in-link', '192.0.2.1')?.status).toBe(429);
    expect(admission.refusal('POST', '/api/login', '192.0.2.2')).toBeNull();
    wait(1_000);
    expect(admission.refusal('POST', '/api/login', '192.0.2.1')).toBeNull();
    expect(admission.refusal('POST', '/api/login', '192.0.2.1')?.status).toBe(429);
  });

  it('refuses everyone with 503 past the total, however many addresses ask', () => {
    const { admission, wait } = door();
    const answers = Array.from({ length: 8 }, (_, index) => admission.refusal('POST', '/api/login', `10.0.0.${index}`));
    expect(answers.filter((answer) => answer === null)).toHaveLength(5);
    expect(answers.slice(5).map((answer) => answer?.status)).toEqual([503, 503, 503]);
    wait(500);
    expect(admission.refusal('POST', '/api/login', '10.0.1.1')).toBeNull();
  });

  it('never holds back anything else', () => {
    const { admission } = door();
    for (let sent = 0; sent < 10; sent++) {
      for (const [method, pathname] of [
        ['GET', '/api/user'],
        ['GET', '/api/login'],
        ['POST', '/api/contact'],
        ['GET', '/dashboard'],
      ]) {
        expect(admission.refusal(method!, pathname!, '192.0.2.1')).toBeNull();
      }
    }
  });
});
