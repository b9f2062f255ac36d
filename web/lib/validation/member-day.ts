import { z } from 'zod';

// The range of starts is content, checked by the route (web/lib/programme/member-day.ts); these rules never change.

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export const dayFieldMessages = {
  start: 'start: give the time your day starts as HH:MM on the 24-hour clock, e.g. 09:00.',
  quarter: 'start: choose a quarter hour (:00, :15, :30 or :45).',
  clock: 'clock: choose 12h or 24h.',
  range: (earliest: string, latest: string) => `start: choose a time from ${earliest} to ${latest}.`,
} as const;

export const dayChoiceSchema = z.object({
  start: z
    .string({ error: dayFieldMessages.start })
    .regex(TIME, dayFieldMessages.start)
    .refine((time) => Number(time.slice(3)) % 15 === 0, dayFieldMessages.quarter),
  clock: z.enum(['12h', '24h'], { error: dayFieldMessages.clock }),
});

export type DayChoiceInput = z.infer<typeof dayChoiceSchema>;
