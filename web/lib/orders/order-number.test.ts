import { describe, expect, it } from 'vitest';

import { includedVatCents, orderNumber } from './order-number';

describe('the receipt’s numbers', () => {
  it('turns an order’s UUID into a short number a person can read out', () => {
    expect(orderNumber('3f9a1c2b-7d4e-4b1a-9c3d-0e5f6a7b8c9d')).toBe('RST-3F9A-1C2B');
    expect(orderNumber('3f9a1c2b-7d4e-4b1a-9c3d-0e5f6a7b8c9d')).toMatch(/^RST-[0-9A-F]{4}-[0-9A-F]{4}$/);
  });

  it('computes the VAT included in a gross price, to the cent', () => {
    expect(includedVatCents(990, 23)).toBe(185);
    expect(includedVatCents(990, 0)).toBe(0);
    expect(includedVatCents(1490, 20)).toBe(248);
  });
});
