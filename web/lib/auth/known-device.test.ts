import { describe, expect, it } from 'vitest';

import { seal } from '../tokens';
import { knownDeviceKey, sealKnownDevice } from './known-device';

const SECRET = 'a-test-session-secret-that-is-32-chars-long';

describe('known devices', () => {
  it('recognises the username a browser signed in as, whatever its letter case', async () => {
    const sealed = await sealKnownDevice('Morning-Ab3k9Qz', SECRET);
    expect(await knownDeviceKey(sealed, ' morning-ab3k9qz ', SECRET)).toMatch(/^[\w-]{43}$/);
    expect(await knownDeviceKey(sealed, 'someone-else', SECRET)).toBeUndefined();
  });

  it('keys each sign-in’s browser apart', async () => {
    const [phone, laptop] = [await sealKnownDevice('member', SECRET), await sealKnownDevice('member', SECRET)];
    expect(await knownDeviceKey(phone, 'member', SECRET)).not.toBe(await knownDeviceKey(laptop, 'member', SECRET));
  });

  it('recognises nothing from a missing, altered, foreign or other kind of seal', async () => {
    const sealed = await sealKnownDevice('member', SECRET);
    expect(await knownDeviceKey(undefined, 'member', SECRET)).toBeUndefined();
    expect(
      await knownDeviceKey(
        sealed.replace(/.$/, (last) => (last === '1' ? '2' : '1')),
        'member',
        SECRET,
      ),
    ).toBeUndefined();
    expect(await knownDeviceKey(sealed, 'member', `${SECRET}-other`)).toBeUndefined();
    expect(await knownDeviceKey(await seal({ token: 'member' }, SECRET, 60), 'member', SECRET)).toBeUndefined();
  });
});
