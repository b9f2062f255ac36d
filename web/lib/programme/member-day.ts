import 'server-only';

import { headers } from 'next/headers';
import { cache } from 'react';

import { getDayRange } from '../content';
import { getDb } from '../db';
import { type SignedInMember, setMemberDay } from '../db/members';
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

// Cached for the request only, so one member's day never reaches another.

/** The member's choice, read with their session, and the range content sets. */
const memberChoice = cache(async ({ day: choice }: SignedInMember) => {
  const range = await getDayRange();
  // Until they choose, the clock the browser's language reads: the server has it before it renders.
  const unchosenClock = defaultClockOf((await headers()).get('accept-language'), range.defaultClock);
  return { choice, range, unchosenClock };
});

/** The programme's day, moved to the start the member chose, on their clock. */
export async function getMemberDay(member: SignedInMember): Promise<DayClock> {
  const { choice, range, unchosenClock } = await memberChoice(member);
  return dayClockOf(choice, range.programmeStart, unchosenClock);
}

/** What the chooser shows: the member's start and clock (the programme's and the page's until they choose). */
export async function getDayChooser(member: SignedInMember): Promise<{
  start: string;
  clock: ClockFormat;
  chosen: boolean;
  range: DayRange;
  choices: string[];
}> {
  const { choice, range, unchosenClock } = await memberChoice(member);
  const start = choice.startMinutes === null ? range.programmeStart : timeOf(choice.startMinutes);
  const clock = choice.clock ?? unchosenClock;
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

/** Keeps the choice if content offers that start. */
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
