import 'server-only';

import { headers } from 'next/headers';
import { cache } from 'react';

import { getDayRange } from '../content';
import { getDb } from '../db';
import { findMemberDay, setMemberDay } from '../db/members';
import type { DayChoiceInput } from '../validation/member-day';
import {
  type ClockFormat,
  dayClockOf,
  defaultClockOf,
  type DayClock,
  dayPreview,
  type DayRange,
  minutesOf,
  startChoices,
  timeOf,
} from './clock';

/*
 * The member's own day, in one place: every members' page and file asks
 * getMemberDay for the member it checked, and hands the answer to the content
 * loaders and the documents, which move each time by it. Nothing here is
 * cached beyond the request, so one member's day never reaches another.
 */

/**
 * The clock of a member who has not chosen one, for this request: the one the
 * browser's language reads (its Accept-Language header, which the server has
 * before it renders, so no page shifts once it loads), else the editor's.
 */
async function unchosenClock(range: DayRange): Promise<ClockFormat> {
  return defaultClockOf((await headers()).get('accept-language'), range.defaultClock);
}

/** The member's day for this request: the programme's, moved to the start they chose, on their clock. */
export const getMemberDay = cache(async (memberId: string): Promise<DayClock> => {
  const [choice, range] = await Promise.all([findMemberDay(await getDb(), memberId), getDayRange()]);
  return dayClockOf(choice, range.programmeStart, await unchosenClock(range));
});

/**
 * What the chooser shows: the member's start (the programme's until they
 * choose), their clock (until they choose, the one the page shows them), the
 * range, and whether they have chosen.
 */
export async function getDayChooser(memberId: string): Promise<{
  start: string;
  clock: ClockFormat;
  chosen: boolean;
  range: DayRange;
  choices: string[];
}> {
  const [choice, range] = await Promise.all([findMemberDay(await getDb(), memberId), getDayRange()]);
  const start = choice.startMinutes === null ? range.programmeStart : timeOf(choice.startMinutes);
  const clock = choice.clock ?? (await unchosenClock(range));
  const choices = startChoices(range);
  return {
    start,
    clock,
    chosen: choice.startMinutes !== null,
    range,
    choices: choices.includes(start) ? choices : [...choices, start].sort(),
  };
}

export type DayChoiceResult =
  | { ok: true; start: string; clock: ClockFormat; end: string; pastMidnight: boolean }
  | { ok: false; reason: 'out-of-range'; earliest: string; latest: string }
  | { ok: false; reason: 'access-ended' };

/** Keeps the member's choice if content offers that start; otherwise nothing changes. */
export async function chooseDay(memberId: string, input: DayChoiceInput): Promise<DayChoiceResult> {
  const range = await getDayRange();
  if (!startChoices(range).includes(input.start)) {
    return { ok: false, reason: 'out-of-range', earliest: range.earliestStart, latest: range.latestStart };
  }
  const saved = await setMemberDay(await getDb(), memberId, {
    startMinutes: minutesOf(input.start),
    clock: input.clock,
  });
  if (!saved) return { ok: false, reason: 'access-ended' };
  const preview = dayPreview(input.start, input.clock, range);
  return { ok: true, start: preview.start, clock: input.clock, end: preview.end, pastMidnight: preview.pastMidnight };
}
