import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';

import type { CalendarEventsQueryResult } from '../content/sanity.types';
import { buildCalendar, escapeText, foldLine, parseCalendarDate } from './ics';

const items: CalendarEventsQueryResult = [
  {
    _id: 'timeline.morning.01',
    time: '7:00',
    durationMinutes: 10,
    title: 'Wake Up',
    description: 'Open the curtains, breathe; then stand up.\nNo phone.',
    stage: { key: 'morning', title: 'Morning Routine' },
  },
  {
    _id: 'timeline.afternoon.11',
    time: '21:30',
    durationMinutes: 30,
    title: 'Screen-Free Wind Down',
    description: 'Lights out by 22:00. '.repeat(10),
    stage: { key: 'afternoon', title: 'Evening Wind Down' },
  },
];

describe('buildCalendar', () => {
  const ics = buildCalendar({
    items,
    date: '2030-03-09',
    programmeName: '24-Hour Reset',
    siteUrl: 'https://example.com/',
    now: new Date(Date.UTC(2030, 0, 1, 12, 0, 0)),
  });

  it('moves each event to the member’s own day, an item past midnight to the next date', () => {
    const moved = buildCalendar({
      items,
      date: '2030-03-31',
      shift: 4 * 60,
      programmeName: '24-Hour Reset',
      siteUrl: 'https://example.com/',
      now: new Date(Date.UTC(2030, 0, 1, 12, 0, 0)),
    });
    const events = new ICAL.Component(ICAL.parse(moved))
      .getAllSubcomponents('vevent')
      .map((vevent) => new ICAL.Event(vevent));
    expect(events.map((event) => [event.startDate.toString(), event.endDate.toString()])).toEqual([
      ['2030-03-31T11:00:00', '2030-03-31T11:10:00'],
      ['2030-04-01T01:30:00', '2030-04-01T02:00:00'],
    ]);
  });

  it('parses as one event per item, at local times on the chosen day, each with a reminder', () => {
    const calendar = new ICAL.Component(ICAL.parse(ics));
    const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
    expect(events).toHaveLength(2);
    expect(events[0]?.summary).toBe('Wake Up · 24-Hour Reset');
    expect(events[0]?.description).toBe(items[0]?.description);
    expect(events[0]?.startDate.toString()).toBe('2030-03-09T07:00:00');
    expect(events[0]?.endDate.toString()).toBe('2030-03-09T07:10:00');
    expect(events[1]?.startDate.toString()).toBe('2030-03-09T21:30:00');
    expect(events[1]?.endDate.toString()).toBe('2030-03-09T22:00:00');
    for (const vevent of calendar.getAllSubcomponents('vevent')) {
      const alarm = vevent.getFirstSubcomponent('valarm');
      expect(alarm?.getFirstPropertyValue('action')).toBe('DISPLAY');
    }
    expect(calendar.getAllSubcomponents('vevent')[0]?.getFirstPropertyValue('url')).toBe(
      'https://example.com/product/reset/morning',
    );
  });

  it('uses CRLF line endings and folds long lines at 75 octets', () => {
    const lines = ics.split('\r\n');
    expect(lines.every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('rejects a date that does not exist', () => {
    expect(() =>
      buildCalendar({ items, date: '2030-02-30', programmeName: 'x', siteUrl: 'x', now: new Date() }),
    ).toThrow();
  });
});

describe('ics helpers', () => {
  it('escapes TEXT values', () => {
    expect(escapeText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
  });

  it('never folds inside a multi-byte character', () => {
    const folded = foldLine(`DESCRIPTION:${'é'.repeat(80)}`);
    expect(folded.split('\r\n ').join('')).toBe(`DESCRIPTION:${'é'.repeat(80)}`);
  });

  it('accepts only real YYYY-MM-DD dates', () => {
    expect(parseCalendarDate('2030-12-31')).toEqual({ year: 2030, month: 12, day: 31 });
    expect(parseCalendarDate('2030-13-01')).toBeNull();
    expect(parseCalendarDate('tomorrow')).toBeNull();
    expect(parseCalendarDate(null)).toBeNull();
  });
});
