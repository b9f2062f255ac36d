import { describe, expect, it } from 'vitest';

import { currentPrice } from './pricing';

const END = '2027-01-31T23:59:59Z';
const launch = { price: 9.9, currency: 'EUR', regularPrice: 14.9, offerEndsAt: END, lowestPrice30Days: 14.9 };
const at = (iso: string) => new Date(iso);

describe('currentPrice', () => {
  it('charges the launch price until the offer ends, with the saving computed from the two prices', () => {
    const price = currentPrice(launch, at('2027-01-31T23:59:58Z'));
    expect(price).toMatchObject({ amount: 9.9, currency: 'EUR', label: '€9.90', changesAt: END });
    expect(price.reduction).toEqual({
      regular: '€14.90',
      saving: '€5.00',
      percent: 34,
      lowest30Days: '€14.90',
      endsAt: END,
    });
  });

  it('moves to the regular price at the end, and announces no reduction any more', () => {
    for (const moment of [END, '2027-02-01T00:00:00Z', '2030-01-01T00:00:00Z']) {
      expect(currentPrice(launch, at(moment))).toEqual({
        amount: 14.9,
        currency: 'EUR',
        label: '€14.90',
        reduction: null,
        changesAt: null,
      });
    }
  });

  it('computes the saving in cents, so floating point never shows as €4.99', () => {
    const price = currentPrice({ ...launch, price: 0.7, regularPrice: 1.1, lowestPrice30Days: 1.1 }, at('2026-01-01'));
    expect(price.reduction).toMatchObject({ saving: '€0.40', percent: 36 });
  });

  it('without a regular price there is one price and nothing struck through, whatever the date', () => {
    const plain = { price: 9.9, currency: 'EUR' };
    expect(currentPrice(plain, at('2030-01-01'))).toMatchObject({ amount: 9.9, reduction: null, changesAt: null });
    expect(currentPrice({ ...plain, offerEndsAt: END }, at('2030-01-01'))).toMatchObject({ amount: 9.9 });
  });

  it('shows no saving without the lowest price of the 30 days before (a claim the studio refuses)', () => {
    const price = currentPrice({ ...launch, lowestPrice30Days: null }, at('2026-01-01'));
    expect(price).toMatchObject({ amount: 9.9, reduction: null });
  });
});
