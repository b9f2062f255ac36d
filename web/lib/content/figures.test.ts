import { describe, expect, it } from 'vitest';

import { currentPrice } from '../pricing';
import { type DayClock, PROGRAMME_DAY } from '../programme/clock';
import {
  figureSourcesIn,
  fillFigures,
  type ProductFigureFields,
  productFigures,
  scheduleFigures,
  type WaterFigureFields,
  waterFigures,
} from './figures';

const product: ProductFigureFields = {
  price: 9.9,
  currency: 'EUR',
  regularPrice: 14.9,
  offerEndsAt: '2027-01-31T23:59:59Z',
  lowestPrice30Days: 14.9,
  guaranteeDays: 14,
  donationPerPurchase: '$1',
  climateSharePercent: 0.5,
};
const schedule = {
  windows: [
    { start: '10:30', end: '15:30' },
    { start: '07:00', end: '10:15' },
    { start: '15:30', end: '22:00' },
  ],
  supplementTimes: ['15:00', '09:30', '20:45'],
};
const water: WaterFigureFields = {
  wakeUpMl: 500,
  cleanWaterLitres: { min: 1, max: 2 },
  ph: { min: 7, max: 8.5 },
  sodiumMaxMgPerLitre: 20,
};
const duringOffer = new Date('2027-01-01T00:00:00Z');
const afterOffer = new Date('2027-02-01T00:00:00Z');

describe('figures in copy', () => {
  it('states each figure from its field, as the site has always written it', () => {
    const price = currentPrice(product, duringOffer);
    expect({ ...productFigures(product, price), ...scheduleFigures(schedule), ...waterFigures(water) }).toEqual({
      price: '€9.90',
      regularPrice: '€14.90',
      guaranteeDays: '14',
      donation: '$1',
      climateShare: '0.5%',
      climateAmount: 'EUR 0.05',
      dayStart: '7:00',
      dayEnd: '22:00',
      dayHours: '7:00 AM to 10:00 PM',
      supplementTimes: '9:30, 15:00 and 20:45',
      waterOnWaking: '500 ml',
      cleanWater: '1–2 liters',
      waterPh: '7.0–8.5',
      sodiumLimit: '20 mg/L',
    });
  });

  it('moves the price and the climate amount to the regular price when the offer ends', () => {
    const figures = productFigures(product, currentPrice(product, afterOffer));
    expect(figures.price).toBe('€14.90');
    expect(figures.climateAmount).toBe('EUR 0.07');
  });

  it('follows the stages: an earlier start, a later end and a moved round', () => {
    const moved = scheduleFigures({
      windows: [...schedule.windows.slice(1), { start: '06:30', end: '09:00' }, { start: '21:00', end: '23:15' }],
      supplementTimes: ['12:05'],
    });
    expect(moved).toEqual({
      dayStart: '6:30',
      dayEnd: '23:15',
      dayHours: '6:30 AM to 11:15 PM',
      supplementTimes: '12:05',
    });
    expect(() => scheduleFigures({ windows: [], supplementTimes: [] })).toThrow(/no stage has a time window/);
  });

  it('states the schedule on a member’s own day: moved, on the clock they chose', () => {
    expect(scheduleFigures(schedule, { shift: 120, clock: '24h' })).toEqual({
      dayStart: '9:00',
      dayEnd: '24:00',
      dayHours: '9:00 to 24:00',
      supplementTimes: '11:30, 17:00 and 22:45',
    });
    expect(scheduleFigures(schedule, { shift: 240, clock: '12h' })).toMatchObject({
      dayHours: '11:00 AM to 2:00 AM',
      supplementTimes: '1:30 PM, 7:00 PM and 12:45 AM',
    });
  });

  it('writes a single amount of water without a range', () => {
    expect(waterFigures({ ...water, cleanWaterLitres: { min: 2, max: 2 }, ph: { min: 7.25, max: 8 } })).toMatchObject({
      cleanWater: '2 liters',
      waterPh: '7.25–8.0',
    });
  });

  it('names the sources a result states, so only those are read', () => {
    expect([...figureSourcesIn({ a: ['{price} for {dayHours}'], b: { c: 'none' } })].sort()).toEqual([
      'product',
      'schedule',
    ]);
    expect(figureSourcesIn({ a: 'Drink {waterOnWaking}', b: '{unknown}' })).toEqual(new Set(['water']));
    expect(figureSourcesIn('€9.90 typed').size).toBe(0);
  });

  it('fills every string of a content result, Portable Text spans included, and leaves the rest', () => {
    const figures = productFigures(
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
    expect(fillFigures(content, figures)).toEqual({
      question: 'What exactly do I get for €11.00?',
      body: [{ _type: 'block', children: [{ _type: 'span', text: 'Our 30-day guarantee: €11.00 back.' }] }],
      count: 3,
      none: null,
      other: 'Braces that are not a figure stay: {name}.',
    });
  });

  it('shows a time of the day, {at:21:30}, on the member’s day: moved by their start, on their clock', () => {
    const copy = { text: 'Dinner by {at:19:00}, screens off from {at:21:30}, lights out by {dayEnd}.' };
    expect(figureSourcesIn({ a: 'Screens off from {at:21:30}' })).toEqual(new Set(['schedule']));
    expect(figureSourcesIn({ a: 'Malformed {at:9:30} or {at 21:30}' }).size).toBe(0);
    const figuresOn = (day: DayClock) =>
      scheduleFigures({ windows: [{ start: '07:00', end: '22:00' }], supplementTimes: [] }, day);
    expect(fillFigures(copy, figuresOn(PROGRAMME_DAY))).toEqual({
      text: 'Dinner by 19:00, screens off from 21:30, lights out by 22:00.',
    });
    const nineOn24: DayClock = { shift: 120, clock: '24h' };
    expect(fillFigures(copy, figuresOn(nineOn24), nineOn24)).toEqual({
      text: 'Dinner by 21:00, screens off from 23:30, lights out by 24:00.',
    });
    const elevenOn12: DayClock = { shift: 240, clock: '12h' };
    expect(fillFigures(copy, figuresOn(elevenOn12), elevenOn12)).toEqual({
      text: 'Dinner by 11:00 PM, screens off from 1:30 AM, lights out by 2:00 AM.',
    });
    // Left for the member's day, as the day's hours are, when the schedule's figures are left.
    expect(fillFigures(copy, {}, null)).toEqual(copy);
  });

  it('words a time as the editor wrote it after a bar, {at:20:00|8pm}, only on the day as written', () => {
    const copy = 'Digital detox after {at:20:00|8pm}';
    expect(figureSourcesIn({ a: copy })).toEqual(new Set(['schedule']));
    expect(fillFigures(copy, {})).toBe('Digital detox after 8pm');
    expect(fillFigures(copy, {}, { shift: 0, clock: '24h' })).toBe('Digital detox after 20:00');
    expect(fillFigures(copy, {}, { shift: 120, clock: '12h' })).toBe('Digital detox after 10:00 PM');
  });
});
