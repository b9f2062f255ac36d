// Content stores times as "07:00", so that their text sorts in the day's order.

export interface TimeWindow {
  start: string;
  end: string;
}

export type ClockFormat = '12h' | '24h';

/** A member's day: minutes each programme time moves by, and the clock they chose (null: as written). */
export interface DayClock {
  shift: number;
  clock: ClockFormat | null;
}

/** The day as the editor wrote it: what a member who never chose sees, and every public page and e-mail. */
export const PROGRAMME_DAY: DayClock = { shift: 0, clock: null };

const MINUTES_PER_DAY = 24 * 60;

const parse = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return { hours, minutes };
};

const pad = (value: number) => String(value).padStart(2, '0');

export function minutesOf(time: string): number {
  const { hours, minutes } = parse(time);
  return hours * 60 + minutes;
}

/** Minutes since midnight as stored content writes them: 570 → "09:30". */
export function timeOf(minutes: number): string {
  const inDay = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${pad(Math.floor(inDay / 60))}:${pad(inDay % 60)}`;
}

/** Past 1440 when the member's day runs past midnight. */
export function dayMinutes(time: string, day: DayClock = PROGRAMME_DAY): number {
  return minutesOf(time) + day.shift;
}

/** An end that falls on midnight is the day's close: "24:00", or "12:00 AM". */
function clockText(minutes: number, clock: ClockFormat | null, end = false): string {
  const closes = end && minutes === MINUTES_PER_DAY;
  const inDay = closes ? MINUTES_PER_DAY : ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  const hours = Math.floor(inDay / 60);
  const rest = pad(inDay % 60);
  if (clock === '12h') return `${hours % 12 || 12}:${rest} ${hours % 24 < 12 ? 'AM' : 'PM'}`;
  return `${hours}:${rest}`;
}

/** "07:00" → "7:00": a time as the screens show it, on the member's day. */
export function shownTime(time: string, day: DayClock = PROGRAMME_DAY, end = false): string {
  return clockText(dayMinutes(time, day), day.clock, end);
}

/** "22:00" → "10:00 PM", "07:00" → "7:00 AM", "12:00" → "12:00 PM". */
export function twelveHourTime(time: string, day: DayClock = PROGRAMME_DAY, end = false): string {
  return clockText(dayMinutes(time, day), '12h', end);
}

/**
 * As written: "10:30 – 15:30", or "7:00 – 10:15 AM" for a morning window, which a 12-hour reader
 * could not tell from an evening one. On the 12-hour clock each end says AM or PM unless both share it.
 */
export function windowText({ start, end }: TimeWindow, day: DayClock = PROGRAMME_DAY): string {
  if (day.clock === '24h') return `${shownTime(start, day)} – ${shownTime(end, day, true)}`;
  if (day.clock === '12h') {
    const [first, last] = [shownTime(start, day), shownTime(end, day, true)];
    const sameHalf = first.slice(-2) === last.slice(-2);
    return `${sameHalf ? first.slice(0, -3) : first} – ${last}`;
  }
  const morning = dayMinutes(end, day) <= 12 * 60;
  return `${shownTime(start, day)} – ${shownTime(end, day, true)}${morning ? ' AM' : ''}`;
}

export function timelineHeading(
  heading: string,
  window: TimeWindow | null | undefined,
  day: DayClock = PROGRAMME_DAY,
): string {
  return window ? `${heading} (${windowText(window, day)})` : heading;
}

/** "7:00 AM to 10:00 PM" as written, "9:00 to 24:00" on the 24-hour clock. */
export function hoursText({ start, end }: TimeWindow, day: DayClock = PROGRAMME_DAY): string {
  if (day.clock === '24h') return `${shownTime(start, day)} to ${shownTime(end, day, true)}`;
  return `${twelveHourTime(start, day)} to ${twelveHourTime(end, day, true)}`;
}

/** ["09:30", "15:00", "20:45"] → "9:30, 15:00 and 20:45". */
export function listTimes(times: readonly string[], day: DayClock = PROGRAMME_DAY): string {
  const shown = times.map((time) => shownTime(time, day));
  return shown.length < 2 ? (shown[0] ?? '') : `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}`;
}

export interface DayRange {
  programmeStart: string;
  programmeEnd: string;
  earliestStart: string;
  latestStart: string;
  defaultClock: ClockFormat;
}

/** Each quarter hour from the earliest to the latest start. */
export function startChoices({
  earliestStart,
  latestStart,
}: Pick<DayRange, 'earliestStart' | 'latestStart'>): string[] {
  const choices: string[] = [];
  const first = Math.ceil(minutesOf(earliestStart) / 15) * 15;
  for (let minutes = first; minutes <= minutesOf(latestStart); minutes += 15) choices.push(timeOf(minutes));
  return choices;
}

/**
 * A start the range no longer offers stays the member's. Until they choose a clock, `unchosenClock`
 * stands in; the 12-hour one shows the day as the programme writes it.
 */
export function dayClockOf(
  choice: { startMinutes: number | null; clock: ClockFormat | null },
  programmeStart: string,
  unchosenClock: ClockFormat = '12h',
): DayClock {
  return {
    shift: choice.startMinutes === null ? 0 : choice.startMinutes - minutesOf(programmeStart),
    clock: choice.clock ?? (unchosenClock === '24h' ? '24h' : null),
  };
}

export function defaultClockOf(acceptLanguage: string | null | undefined, editorDefault: ClockFormat): ClockFormat {
  return clockOfLanguage(acceptLanguage) ?? editorDefault;
}

/** The programme's hours moved to `start`, and whether they run past midnight. */
export function dayPreview(
  start: string,
  clock: ClockFormat | null,
  { programmeStart, programmeEnd }: Pick<DayRange, 'programmeStart' | 'programmeEnd'>,
): { start: string; end: string; pastMidnight: boolean } {
  const day = { shift: minutesOf(start) - minutesOf(programmeStart), clock };
  return {
    start: shownTime(programmeStart, day),
    end: shownTime(programmeEnd, day, true),
    pastMidnight: dayMinutes(programmeEnd, day) > MINUTES_PER_DAY,
  };
}

/** The clock the Accept-Language header's first language reads, or null when this runtime knows none. */
export function clockOfLanguage(acceptLanguage: string | null | undefined): ClockFormat | null {
  const first = acceptLanguage?.split(',')[0]?.split(';')[0]?.trim();
  if (!first || first === '*') return null;
  try {
    const { hourCycle } = new Intl.DateTimeFormat(first, { hour: 'numeric' }).resolvedOptions();
    if (hourCycle === 'h11' || hourCycle === 'h12') return '12h';
    if (hourCycle === 'h23' || hourCycle === 'h24') return '24h';
  } catch {
    // A tag that is not a language (RangeError): no default from it.
  }
  return null;
}
