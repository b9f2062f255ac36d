import { describe, expect, it } from 'vitest';

import { formatPrice, toMinorUnits } from './money';

describe('money', () => {
  it('shows the price with the euro sign and two decimals', () => {
    expect(formatPrice(9.9, 'EUR')).toBe('€9.90');
  });

  it('converts major units to cents without floating-point drift', () => {
    expect(toMinorUnits(9.9)).toBe(990);
    expect(toMinorUnits(0.05)).toBe(5);
  });
});
