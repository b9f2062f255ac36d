import { describe, expect, it } from 'vitest';

import { timeLeft } from './countdown';

const end = Date.parse('2027-01-31T23:59:59Z');

describe('timeLeft', () => {
  it('splits the time to the end into days, hours, minutes and seconds', () => {
    const now = end - ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000;
    expect(timeLeft(end, now)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
  });

  it('counts a part-second as not yet elapsed only until the whole second has passed', () => {
    expect(timeLeft(end, end - 1500)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
  });

  it('is null at the end and after it (the offer has expired)', () => {
    expect(timeLeft(end, end)).toBeNull();
    expect(timeLeft(end, end + 60_000)).toBeNull();
    expect(timeLeft(end, end - 999)).toBeNull();
  });
});
