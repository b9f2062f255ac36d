import { describe, expect, it } from 'vitest';

import { seal } from '../tokens';
import { isKnownDeviceOf, sealKnownDevice } from './known-device';

const SECRET = 'a-test-session-secret-that-is-32-chars-long';

describe('known devices', () => {
  it('recognises the username a browser signed in as, whatever its letter case', async () => {
    const sealed = await sealKnownDevice('Morning-Ab3k9Qz', SECRET);
    expect(await isKnownDeviceOf(sealed, ' morning-ab3k9qz ', SECRET)).toBe(true);
    expect(await isKnownDeviceOf(sealed, 'someone-else', SECRET)).toBe(false);
  });

  it('recognises nothing from a missing, altered, foreign or other kind of seal', async () => {
    const sealed = await sealKnownDevice('member', SECRET);
    expect(await isKnownDeviceOf(undefined, 'member', SECRET)).toBe(false);
    expect(
      await isKnownDeviceOf(
        sealed.replace(/.$/, (last) => (last === '1' ? '2' : '1')),
        'member',
        SECRET,
      ),
    ).toBe(false);
    expect(await isKnownDeviceOf(sealed, 'member', `${SECRET}-other`)).toBe(false);
    expect(await isKnownDeviceOf(await seal({ token: 'member' }, SECRET, 60), 'member', SECRET)).toBe(false);
  });
});
