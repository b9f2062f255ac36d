import { defineField, type StringRule } from 'sanity';

import { minutesOf } from '../../web/lib/programme/clock';

// Stored on the 24-hour clock with two-digit hours ("07:00"), so sorting the text sorts the day in every query.
const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

export function isTimeOfDay(value: unknown): value is string {
  return typeof value === 'string' && TIME_OF_DAY.test(value);
}

export interface TimeWindow {
  start?: string;
  end?: string;
}

/** A window's text as editors type it, e.g. "07:00–10:15". */
export const windowText = ({ start, end }: TimeWindow) => `${start}–${end}`;

/** Whether `time` falls in the window: from its start, up to but not at its end (where the next stage begins). */
export function isInWindow(time: string, { start, end }: TimeWindow): boolean {
  if (!isTimeOfDay(start) || !isTimeOfDay(end)) return true;
  return minutesOf(time) >= minutesOf(start) && minutesOf(time) < minutesOf(end);
}

export function timeOfDayRule(rule: StringRule): StringRule {
  return rule
    .regex(TIME_OF_DAY, { name: 'time' })
    .error('Write the time on the 24-hour clock with two-digit hours, e.g. 07:00 or 15:35');
}

export function timeOfDayField(options: { name: string; title?: string; description: string }) {
  return defineField({
    ...options,
    type: 'string',
    placeholder: '07:00',
    validation: (rule) => timeOfDayRule(rule.required()),
  });
}
