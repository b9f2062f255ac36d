import { escapeHtml } from './guide-html';

/** Spec section 9: seven daily sheets, five note lines each. */
export const TRACKER_DAYS = 7;
export const TRACKER_NOTE_LINES = 5;

export interface TrackerCopy {
  heading: string;
  intro: string;
  instructions: string[];
  sections: { _key: string; period: string; heading: string; checks: string[] }[];
  notesLabel: string;
}

export const trackerDays = (): number[] => Array.from({ length: TRACKER_DAYS }, (_, index) => index + 1);

/** The key of one tick in the browser's storage. */
export const trackerTickKey = (day: number, period: string, index: number) => `${day}:${period}:${index}`;

/** The HTML version of the tracker: one printed page per day, with the refund instructions. */
export function buildTrackerHtml(copy: TrackerCopy, programmeName: string): string {
  const sheet = (day: number) => `<section class="sheet">
<header><h2>Day ${day} of ${TRACKER_DAYS}</h2><p class="blanks"><span>Date:</span><span>Day:</span></p></header>
${copy.sections
  .map(
    (section) =>
      `<h3>${escapeHtml(section.heading)}</h3><ul>${section.checks
        .map((check) => `<li><span class="box"></span>${escapeHtml(check)}</li>`)
        .join('')}</ul>`,
  )
  .join('\n')}
<h3>${escapeHtml(copy.notesLabel)}</h3>
<div class="lines">${'<div></div>'.repeat(TRACKER_NOTE_LINES)}</div>
</section>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(copy.heading)} · ${escapeHtml(programmeName)}</title>
<style>
  body { font-family: Helvetica, Arial, sans-serif; color: #12202b; margin: 0 auto; max-width: 760px; padding: 24px; line-height: 1.45; }
  h1 { color: #12663c; margin: 0; } h2 { color: #12663c; margin: 0; } h3 { margin: 16px 0 6px; font-size: 1rem; }
  .instructions { background: #eefbf4; border-left: 4px solid #12663c; padding: 12px 16px; }
  .sheet { border: 1px solid #cbd5e1; border-radius: 12px; padding: 20px; margin-top: 24px; break-after: page; break-inside: avoid; }
  .sheet:last-child { break-after: auto; }
  .blanks { display: flex; gap: 24px; margin: 12px 0 0; } .blanks span { flex: 1; border-bottom: 1px solid #12202b; padding-bottom: 2px; }
  ul { list-style: none; padding: 0; margin: 0; } li { display: flex; gap: 10px; align-items: center; padding: 4px 0; }
  .box { width: 16px; height: 16px; border: 1.5px solid #12202b; border-radius: 3px; flex: none; }
  .lines div { height: 28px; border-bottom: 1px solid #cbd5e1; }
  @media print { body { padding: 0; } .sheet { border: 0; padding: 0; margin: 0; } .intro { break-after: page; } }
</style></head><body>
<div class="intro"><h1>${escapeHtml(copy.heading)}</h1><p>${escapeHtml(copy.intro)}</p>
<div class="instructions"><ul>${copy.instructions.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul></div></div>
${trackerDays().map(sheet).join('\n')}
</body></html>`;
}
