import type { CalendarEventsQueryResult } from '../content/sanity.types';

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export function parseCalendarDate(
  value: string | null | undefined,
): { year: number; month: number; day: number } | null {
  const match = DATE_PATTERN.exec(value ?? '');
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day };
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** Local ("floating") date-time: the phone rings at 7:00 wherever the member is. */
function floating(date: Date): string {
  return `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}00`;
}

/** RFC 5545 §3.3.11: backslash, semicolon, comma and newlines are escaped in TEXT values. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** RFC 5545 §3.1: lines longer than 75 octets are folded, continuing with a space; never inside a character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let currentBytes = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (currentBytes + bytes > limit) {
      parts.push(current);
      current = '';
      currentBytes = 0;
    }
    current += char;
    currentBytes += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** One event per timeline item, each with a reminder when it starts, so a phone walks the member through the day. */
export function buildCalendar(options: {
  items: CalendarEventsQueryResult;
  date: string;
  /** Minutes every item moves by: the member's own day. An item moved past midnight lands on the next date. */
  shift?: number;
  programmeName: string;
  siteUrl: string;
  now: Date;
}): string {
  const day = parseCalendarDate(options.date);
  if (!day) throw new Error(`Not a calendar date: ${options.date}`);
  const site = options.siteUrl.replace(/\/$/, '');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(options.programmeName)}//Programme day//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(options.programmeName)}`,
  ];
  for (const item of options.items) {
    const [hours = 0, minutes = 0] = item.time.split(':').map(Number);
    const start = new Date(Date.UTC(day.year, day.month - 1, day.day, hours, minutes + (options.shift ?? 0)));
    const end = new Date(start.getTime() + item.durationMinutes * 60_000);
    const summary = escapeText(`${item.title} · ${options.programmeName}`);
    lines.push(
      'BEGIN:VEVENT',
      `UID:${item._id}-${options.date}@24-hour-reset`,
      `DTSTAMP:${floating(options.now)}Z`,
      `DTSTART:${floating(start)}`,
      `DTEND:${floating(end)}`,
      `SUMMARY:${summary}`,
      `DESCRIPTION:${escapeText(item.description)}`,
      `CATEGORIES:${escapeText(item.stage.title)}`,
      `URL:${site}/product/reset/${item.stage.key}`,
      'BEGIN:VALARM',
      'ACTION:DISPLAY',
      `DESCRIPTION:${summary}`,
      'TRIGGER:PT0M',
      'END:VALARM',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
