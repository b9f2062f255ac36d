import 'server-only';

import { stegaClean } from '@sanity/client/stega';
import { cacheLife } from 'next/cache';

import {
  getCalendarEvents,
  getJournalCopy,
  getPrintableGuide,
  getProgrammeName,
  getReflectionStage,
  getTracker,
} from '../content';
import { currentPreview } from '../content/preview';
import { type DayClock, PROGRAMME_DAY } from '../programme/clock';
import { calendarFileName } from '../programme/file-names';
import { buildCalendar } from '../programme/ics';
import { GuideDocument, type Guide } from './guide';
import { htmlKit } from './html-kit';
import { JournalDocument } from './journal';
import { toHtml, toPdf } from './output';
import { pdfKit } from './pdf-kit';
import { TrackerDocument } from './tracker';

/** The last PDF built, by its inputs: laying one out holds the event loop for hundreds of milliseconds. */
function lastBuilt<A extends unknown[]>(build: (...args: A) => Promise<Buffer>): (...args: A) => Promise<Buffer> {
  let last: { key: string; pdf: Promise<Buffer> } | undefined;
  return (...args) => {
    const key = JSON.stringify(args);
    if (last?.key !== key) {
      const pdf = build(...args);
      last = { key, pdf };
      pdf.catch(() => last?.pdf === pdf && (last = undefined));
    }
    return last.pdf;
  };
}

/** From content already read: the outbox reads its own, past every cache. */
export const buildGuidePdf = lastBuilt((guide: Guide, day: DayClock = PROGRAMME_DAY) =>
  toPdf(<GuideDocument kit={pdfKit} guide={guide} day={day} />),
);

export const buildTrackerPdf = lastBuilt((tracker: Awaited<ReturnType<typeof getTracker>>) =>
  toPdf(<TrackerDocument kit={pdfKit} {...tracker} />),
);

// A file has no overlays: in a preview it shows the drafts without their stega.
const guideOf = async (day: DayClock) => stegaClean(await getPrintableGuide(day));
const trackerOf = async (day: DayClock) => stegaClean(await getTracker(day));

const PRINTABLES = {
  /** The guide's print view, which the preparation page opens in a window and prints. */
  'guide.html': async (day: DayClock) => toHtml(<GuideDocument kit={htmlKit} guide={await guideOf(day)} day={day} />),
  'guide.pdf': async (day: DayClock) => new Uint8Array(await buildGuidePdf(await guideOf(day), day)),
  'tracker.html': async (day: DayClock) => toHtml(<TrackerDocument kit={htmlKit} {...await trackerOf(day)} />),
  'tracker.pdf': async (day: DayClock) => new Uint8Array(await buildTrackerPdf(await trackerOf(day))),
  /** The printable reflection journal, made from the reflection stage's questions. */
  'journal.html': async (day: DayClock) => {
    const [stage, programmeName, words] = stegaClean(
      await Promise.all([getReflectionStage(day), getProgrammeName(), getJournalCopy()]),
    );
    return toHtml(
      <JournalDocument
        kit={htmlKit}
        questions={stage?.journalQuestions ?? []}
        programmeName={programmeName}
        words={words}
      />,
    );
  },
};

type Printable = keyof typeof PRINTABLES;

/** Made once per chosen day until its content changes; afresh for an editor's preview, which reads drafts. */
export async function renderPrintable<K extends Printable>(
  kind: K,
  day: DayClock,
): Promise<Awaited<ReturnType<(typeof PRINTABLES)[K]>>> {
  const made = (await currentPreview()) ? PRINTABLES[kind](day) : publishedPrintable(kind, day);
  return (await made) as Awaited<ReturnType<(typeof PRINTABLES)[K]>>;
}

async function publishedPrintable(kind: Printable, day: DayClock) {
  'use cache';
  cacheLife('max');
  return PRINTABLES[kind](day);
}

/** The day's timeline as an .ics file for a date (YYYY-MM-DD, already checked). */
export async function renderCalendar(
  date: string,
  siteUrl: string,
  day: DayClock,
): Promise<{ ics: string; fileName: string }> {
  const [events, programmeName] = stegaClean(await Promise.all([getCalendarEvents(day), getProgrammeName()]));
  const ics = buildCalendar({
    items: events,
    date,
    shift: day.shift,
    programmeName,
    siteUrl,
    now: new Date(),
  });
  return { ics, fileName: calendarFileName(programmeName, date) };
}
