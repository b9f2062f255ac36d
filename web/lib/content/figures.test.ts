import { describe, expect, it } from 'vitest';

import { currentPrice } from '../pricing';
import { type FigureFields, figuresOf, fillFigures, hasPlaceholders } from './figures';

const product: FigureFields = {
  price: 9.9,
  currency: 'EUR',
  regularPrice: 14.9,
  offerEndsAt: '2027-01-31T23:59:59Z',
  lowestPrice30Days: 14.9,
  guaranteeDays: 14,
  donationPerPurchase: '$1',
  climateSharePercent: 0.5,
};
const duringOffer = new Date('2027-01-01T00:00:00Z');
const afterOffer = new Date('2027-02-01T00:00:00Z');

describe('figures in copy', () => {
  it('states each figure from its field, as the site has always written it', () => {
    expect(figuresOf(product, currentPrice(product, duringOffer))).toEqual({
      price: '€9.90',
      regularPrice: '€14.90',
      guaranteeDays: '14',
      donation: '$1',
      climateShare: '0.5%',
      climateAmount: 'EUR 0.05',
    });
  });

  it('moves the price and the climate amount to the regular price when the offer ends', () => {
    const figures = figuresOf(product, currentPrice(product, afterOffer));
    expect(figures.price).toBe('€14.90');
    expect(figures.climateAmount).toBe('EUR 0.07');
  });

  it('fills every string of a content result, Portable Text spans included, and leaves the rest', () => {
    const figures = figuresOf(
      { ...product, price: 11, guaranteeDays: 30 },
      currentPrice({ ...product, price: 11 }, duringOffer),
    );
    const content = {
      question: 'What exactly do I get for {price}?',
      body: [
        { _type: 'block', children: [{ _type: 'span', text: 'Our {guaranteeDays}-day guarantee: {price} back.' }] },
      ],
      count: 3,
      none: null,
      other: 'Braces that are not a figure stay: {name}.',
    };
    expect(hasPlaceholders(content)).toBe(true);
    expect(fillFigures(content, figures)).toEqual({
      question: 'What exactly do I get for €11.00?',
      body: [{ _type: 'block', children: [{ _type: 'span', text: 'Our 30-day guarantee: €11.00 back.' }] }],
      count: 3,
      none: null,
      other: 'Braces that are not a figure stay: {name}.',
    });
    expect(hasPlaceholders({ other: content.other, list: ['€9.90'] })).toBe(false);
  });
});
