/*
 * Times of day. Content stores them on the 24-hour clock with two-digit hours
 * ("07:00"), so that their text sorts in the day's order; the screens show
 * them without the leading zero ("7:00"), and the guides and the storefront
 * state the day's hours on the 12-hour clock ("7:00 AM to 10:00 PM").
 */

export interface TimeWindow {
  start: string;
  end: string;
}

const parse = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return { hours, minutes };
};

/** Minutes since midnight. */
export function minutesOf(time: string): number {
  const { hours, minutes } = parse(time);
  return hours * 60 + minutes;
}

/** "07:00" → "7:00": a time as the screens show it. */
export function shownTime(time: string): string {
  return time.replace(/^0(?=\d:)/, '');
}

/** "22:00" → "10:00 PM", "07:00" → "7:00 AM", "12:00" → "12:00 PM". */
export function twelveHourTime(time: string): string {
  const { hours, minutes } = parse(time);
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${hours < 12 ? 'AM' : 'PM'}`;
}

/**
 * A stage's window as its heading states it: "10:30 – 15:30", or, when the
 * whole window lies before noon, "7:00 – 10:15 AM", since a reader used to the
 * 12-hour clock cannot tell morning hours apart from evening ones otherwise.
 */
export function windowText({ start, end }: TimeWindow): string {
  const morning = minutesOf(end) <= 12 * 60;
  return `${shownTime(start)} – ${shownTime(end)}${morning ? ' AM' : ''}`;
}

/** A timeline's heading with its window: "Morning Timeline (7:00 – 10:15 AM)". */
export function timelineHeading(heading: string, window: TimeWindow | null | undefined): string {
  return window ? `${heading} (${windowText(window)})` : heading;
}

/** ["09:30", "15:00", "20:45"] → "9:30, 15:00 and 20:45". */
export function listTimes(times: readonly string[]): string {
  const shown = times.map(shownTime);
  return shown.length < 2 ? (shown[0] ?? '') : `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}`;
}
