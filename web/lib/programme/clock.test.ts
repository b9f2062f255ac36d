import { describe, expect, it } from 'vitest';

import { listTimes, minutesOf, shownTime, timelineHeading, twelveHourTime, windowText } from './clock';

describe('times of day', () => {
  it('shows a stored time without its leading zero', () => {
    expect(['07:00', '09:30', '10:15', '00:05', '21:30'].map(shownTime)).toEqual([
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
    expect(['07:00', '12:00', '15:30', '22:00', '00:30'].map(twelveHourTime)).toEqual([
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
