import { describe, expect, it } from 'vitest';

import {
  clockOfLanguage,
  dayClockOf,
  dayPreview,
  defaultClockOf,
  hoursText,
  listTimes,
  minutesOf,
  shownTime,
  startChoices,
  timelineHeading,
  twelveHourTime,
  windowText,
} from './clock';

describe('times of day', () => {
  it('shows a stored time without its leading zero', () => {
    expect(['07:00', '09:30', '10:15', '00:05', '21:30'].map((time) => shownTime(time))).toEqual([
      '7:00',
      '9:30',
      '10:15',
      '0:05',
      '21:30',
    ]);
  });

  it('sorts stored times as the day runs', () => {
    const times = ['10:30', '07:00', '21:30', '09:30'];
    expect([...times].sort()).toEqual([...times].sort((a, b) => minutesOf(a) - minutesOf(b)));
  });

  it('states a time on the 12-hour clock', () => {
    expect(['07:00', '12:00', '15:30', '22:00', '00:30'].map((time) => twelveHourTime(time))).toEqual([
      '7:00 AM',
      '12:00 PM',
      '3:30 PM',
      '10:00 PM',
      '12:30 AM',
    ]);
  });

  it('heads a timeline with its window, marking a window that ends by noon as AM', () => {
    expect(timelineHeading('Morning Timeline', { start: '07:00', end: '10:15' })).toBe(
      'Morning Timeline (7:00 – 10:15 AM)',
    );
    expect(timelineHeading('Midday Timeline', { start: '10:30', end: '15:30' })).toBe(
      'Midday Timeline (10:30 – 15:30)',
    );
    expect(windowText({ start: '15:30', end: '22:00' })).toBe('15:30 – 22:00');
    expect(timelineHeading('Timeline', null)).toBe('Timeline');
  });

  it('lists times as a sentence says them', () => {
    expect(listTimes(['09:30', '15:00', '20:45'])).toBe('9:30, 15:00 and 20:45');
    expect(listTimes(['09:30', '15:00'])).toBe('9:30 and 15:00');
    expect(listTimes(['20:45'])).toBe('20:45');
    expect(listTimes([])).toBe('');
  });
});

describe('a member’s own day', () => {
  const programme = { programmeStart: '07:00', programmeEnd: '22:00' };
  const nineOn24 = dayClockOf({ startMinutes: 9 * 60, clock: '24h' }, '07:00');
  const elevenOn12 = dayClockOf({ startMinutes: 11 * 60, clock: '12h' }, '07:00');

  it('moves every time by the distance of the chosen start from the programme’s', () => {
    expect(nineOn24).toEqual({ shift: 120, clock: '24h' });
    expect(['07:00', '09:30', '15:00', '20:45'].map((time) => shownTime(time, nineOn24))).toEqual([
      '9:00',
      '11:30',
      '17:00',
      '22:45',
    ]);
    expect(dayClockOf({ startMinutes: null, clock: null }, '07:00')).toEqual({ shift: 0, clock: null });
  });

  it('states the day on the clock the member chose, ending at 24:00 or past midnight', () => {
    expect(hoursText({ start: '07:00', end: '22:00' }, nineOn24)).toBe('9:00 to 24:00');
    expect(hoursText({ start: '07:00', end: '22:00' }, elevenOn12)).toBe('11:00 AM to 2:00 AM');
    expect(windowText({ start: '07:00', end: '10:15' }, nineOn24)).toBe('9:00 – 12:15');
    expect(windowText({ start: '07:00', end: '10:15' }, elevenOn12)).toBe('11:00 AM – 2:15 PM');
    expect(windowText({ start: '15:30', end: '22:00' }, { shift: 0, clock: '12h' })).toBe('3:30 – 10:00 PM');
    expect(windowText({ start: '15:30', end: '22:00' }, nineOn24)).toBe('17:30 – 24:00');
    expect(listTimes(['09:30', '15:00', '20:45'], elevenOn12)).toBe('1:30 PM, 7:00 PM and 12:45 AM');
  });

  it('shows what a start means before it is saved, and when it runs past midnight', () => {
    expect(dayPreview('09:00', '24h', programme)).toEqual({ start: '9:00', end: '24:00', pastMidnight: false });
    expect(dayPreview('09:15', '24h', programme)).toEqual({ start: '9:15', end: '0:15', pastMidnight: true });
    expect(dayPreview('05:00', '12h', programme)).toEqual({ start: '5:00 AM', end: '8:00 PM', pastMidnight: false });
  });

  it('offers every quarter hour of the editor’s range', () => {
    const choices = startChoices({ earliestStart: '05:00', latestStart: '11:00' });
    expect(choices).toHaveLength(25);
    expect(choices.slice(0, 3)).toEqual(['05:00', '05:15', '05:30']);
    expect(choices.at(-1)).toBe('11:00');
  });

  it('takes the clock a browser’s first language reads, when it names one', () => {
    expect(clockOfLanguage('en-US,en;q=0.9')).toBe('12h');
    expect(clockOfLanguage('de-DE,de;q=0.9,en;q=0.8')).toBe('24h');
    expect(clockOfLanguage('fr')).toBe('24h');
    expect(clockOfLanguage(null)).toBeNull();
    expect(clockOfLanguage('*')).toBeNull();
    expect(clockOfLanguage('not a language!')).toBeNull();
  });

  it('until the member chooses a clock, shows the browser’s, else the editor’s, the 12-hour one as written', () => {
    expect(defaultClockOf('de-DE,de;q=0.9', '12h')).toBe('24h');
    expect(defaultClockOf('en-US', '24h')).toBe('12h');
    expect(defaultClockOf(null, '24h')).toBe('24h');
    expect(defaultClockOf('x!', '12h')).toBe('12h');
    const unchosen = { startMinutes: null, clock: null };
    expect(dayClockOf(unchosen, '07:00', '24h')).toEqual({ shift: 0, clock: '24h' });
    expect(dayClockOf(unchosen, '07:00', '12h')).toEqual({ shift: 0, clock: null });
    expect(dayClockOf({ startMinutes: 9 * 60, clock: '12h' }, '07:00', '24h')).toEqual({ shift: 120, clock: '12h' });
  });
});
