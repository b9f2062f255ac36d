/** Seven daily sheets, five note lines each. */
export const TRACKER_DAYS = 7;
export const TRACKER_NOTE_LINES = 5;

export interface TrackerCopy {
  heading: string;
  intro: string;
  instructions: string[];
  sections: { _key: string; period: string; heading: string; checks: string[] }[];
  notesLabel: string;
  sheet: { title: string; dayHeading: string; blanks: string[]; dayLabel: string };
}

export const trackerDays = (): number[] => Array.from({ length: TRACKER_DAYS }, (_, index) => index + 1);

export const trackerTickKey = (day: number, period: string, index: number) => `${day}:${period}:${index}`;
