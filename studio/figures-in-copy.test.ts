import { describe, expect, it } from 'vitest';

import { type FigureValues, figureProblems, typedFigures } from './schemaTypes/figures-in-copy';

const values: FigureValues = {
  product: {
    price: 9.9,
    regularPrice: 14.9,
    lowestPrice30Days: 14.9,
    guaranteeDays: 14,
    donationPerPurchase: '$1',
    climateSharePercent: 0.5,
  },
  windows: [
    { title: 'Morning', start: '07:00', end: '10:15' },
    { title: 'Midday', start: '10:30', end: '15:30' },
    { title: 'Afternoon', start: '15:30', end: '22:00' },
  ],
  supplementTimes: ['09:30', '15:00', '20:45'],
  water: { wakeUpMl: 500, cleanWaterLitres: { min: 1, max: 2 }, ph: { min: 7, max: 8.5 }, sodiumMaxMgPerLitre: 20 },
};

/** The messages for one string of copy (a FAQ answer). */
const problems = (text: string, with_ = values) =>
  figureProblems({ _type: 'faq', answer: text }, typedFigures(with_)).map(({ message }) => message);

describe('a figure typed into copy', () => {
  it.each([
    ['€9.90', 'the price (9.90)', '{price}'],
    ['only 9,90 euros', 'the price (9.90)', '{price}'],
    ['an amount of 9.9', 'the price (9.90)', '{price}'],
    ['usually €14.90', 'the regular price (14.90)', '{regularPrice}'],
    ['a 14-day guarantee', 'the refund window (14 days)', '{guaranteeDays}'],
    ['within 14 days', 'the refund window (14 days)', '{guaranteeDays}'],
    ['we donate $1', 'the donation ($1)', '{donation}'],
    ['0.5% goes to climate projects', 'the climate share (0.5%)', '{climateShare}'],
    ['(EUR 0.05)', 'the climate amount (0.05)', '{climateAmount}'],
    ['from 7:00 AM', 'Morning’s start (07:00)', '{dayStart}'],
    ['wake at 07:00', 'Morning’s start (07:00)', '{dayStart}'],
    ['until 10:00 PM', 'Afternoon’s end (22:00)', '{dayEnd}'],
    ['lights out by 22:00', 'Afternoon’s end (22:00)', '{dayEnd}'],
    ['rounds at 9:30', 'a supplement round (09:30)', '{supplementTimes}'],
    ['at 8:45 PM', 'a supplement round (20:45)', '{supplementTimes}'],
    ['drink 500 ml', 'the water on waking (500 ml)', '{waterOnWaking}'],
    ['1–2 liters a day', 'the clean water per day (1–2 liters)', '{cleanWater}'],
    ['a pH of 7.0 to 8.5', 'the water’s pH (7.0)', '{waterPh}'],
    ['under 20 mg/L', 'the sodium limit (20 mg/L)', '{sodiumLimit}'],
  ])('"%s" is found as %s, with %s offered instead', (text, figure, placeholder) => {
    const found = problems(text);
    expect(
      found.some((message) => message.includes(figure) && message.includes(placeholder)),
      found.join('\n'),
    ).toBe(true);
  });

  it('asks for no placeholder for a time between two stages: the headings state it', () => {
    expect(problems('your 10:30 focus sprint')).toEqual([
      'This types Midday’s start (10:30), which a field holds: leave the time out (the stage’s timeline heading states its window), so the text follows the field.',
    ]);
  });

  it('leaves alone other numbers that only look alike', () => {
    for (const text of [
      'Take 500 mg of vitamin C',
      '17:00 Social Connection',
      'By 3 PM my head was clearer',
      'Rest for 2 minutes, 120 mg extract, 200 ml soy milk',
      '1–2 tbsp water',
      'a 7-day tracker, 19.90 elsewhere, $10 off',
      'Write {price} and {dayHours}',
    ]) {
      expect(problems(text), text).toEqual([]);
    }
  });

  it('follows the fields: after a price change the new price is the typed figure, not the old one', () => {
    const newPrice = { ...values, product: { ...values.product, price: 12.34 } };
    expect(problems('now €12.34', newPrice).join()).toMatch(/the price \(12.34\)/);
    expect(problems('was €9.90', newPrice)).toEqual([]);
    const earlier = {
      ...values,
      windows: [{ title: 'Morning', start: '06:30', end: '10:15' }, ...values.windows.slice(1)],
    };
    expect(problems('from 6:30 AM', earlier).join()).toMatch(/Morning’s start \(06:30\)/);
    expect(problems('from 7:00 AM', earlier)).toEqual([]);
  });

  it('names a placeholder the site does not fill in', () => {
    expect(problems('Only {prise} today')).toEqual([expect.stringMatching(/^\{prise\} is not a placeholder/)]);
  });

  it('takes a time of the day written as {at:21:30}, even a stage’s end, and refuses one written otherwise', () => {
    expect(problems('Screens off from {at:21:30}, lights out at {at:22:00}, nothing before {at:00:15}.')).toEqual([]);
    expect(problems('Digital detox after {at:20:00|8pm}.')).toEqual([]);
    for (const bad of [
      '{at:20:00|}',
      '{at:20:00|8|pm}',
      '{at:9:30}',
      '{at:21.30}',
      '{at:24:00}',
      '{at:21:60}',
      '{at 21:30}',
      '{at:}',
      '{at}',
    ]) {
      expect(problems(`Screens off from ${bad}.`), bad).toEqual([
        `${bad} is not a time of the day the site can move: write it as {at:21:30}, on the 24-hour clock with two-digit hours.`,
      ]);
    }
  });

  it('lets a document write the placeholders its page or e-mail fills in, and only that document', () => {
    const figures = typedFigures(values);
    const email = { _type: 'emailCopy', order: { subject: 'Your {productName}', heading: 'Hi {username}' } };
    expect(figureProblems(email, figures)).toEqual([]);
    expect(figureProblems({ _type: 'faq', answer: 'Your {productName}' }, figures)).toEqual([
      expect.objectContaining({ message: expect.stringMatching(/^\{productName\} is not a placeholder/) }),
    ]);
    const area = { _type: 'membersArea', preparation: { detox: { count: '{done} of {total} done, {username}' } } };
    expect(figureProblems(area, figures).map(({ message }) => message)).toEqual([
      expect.stringMatching(/^\{username\} is not a placeholder.*\{done\}/),
    ]);
  });

  it('never looks at the fields that hold the figures themselves', () => {
    const figures = typedFigures(values);
    expect(figureProblems({ _type: 'timelineItem', time: '07:00', title: 'Wake Up' }, figures)).toEqual([]);
    expect(figureProblems({ _type: 'programmeStage', window: { start: '07:00', end: '10:15' } }, figures)).toEqual([]);
    expect(figureProblems({ _type: 'product', donationPerPurchase: '$1' }, figures)).toEqual([]);
  });
});
