import path from 'node:path';

import { PDFDocument } from 'pdf-lib';
import { createElement } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';

import { GuideDocument } from '@/lib/documents/guide';
import { htmlKit } from '@/lib/documents/html-kit';
import { toHtml, toPdf } from '@/lib/documents/output';
import { pdfKit } from '@/lib/documents/pdf-kit';
import { JournalDocument } from '@/lib/documents/journal';
import { TrackerDocument } from '@/lib/documents/tracker';
import { evaluateGroq, readSeedDataset, type SanityDocument } from '@/lib/content/local';
import type { PrintableGuide } from '@/lib/content/programme';
import { programmeNameOr } from '@/lib/content/programme-name';
import { journalCopyQuery, printableGuideQuery, trackerQuery } from '@/lib/content/queries';
import type { JournalCopyQueryResult, PrintableGuideQueryResult, TrackerQueryResult } from '@/lib/content/sanity.types';
import type { TrackerCopy } from '@/lib/programme/tracker';

import { overlap, pdfPages, type PdfLine, type PdfPage } from '../support/pdf-layout';

const SEED_DIR = path.resolve(import.meta.dirname, '../../studio/seed');

let guide: PrintableGuide;
let tracker: TrackerCopy;

/** The guide and the tracker as the loaders give them, from a dataset. */
async function documentsFrom(dataset: SanityDocument[]) {
  const raw = await evaluateGroq<PrintableGuideQueryResult>(printableGuideQuery, dataset);
  if (!raw.words) throw new Error('The dataset has no printable documents’ copy.');
  const copy = await evaluateGroq<TrackerQueryResult>(trackerQuery, dataset);
  if (!copy?.sheet) throw new Error('The dataset has no tracker copy.');
  const journal = await evaluateGroq<JournalCopyQueryResult>(journalCopyQuery, dataset);
  if (!journal) throw new Error('The dataset has no journal copy.');
  return {
    guide: { ...raw, words: raw.words, productName: programmeNameOr(raw.productName) },
    tracker: { ...copy, sheet: copy.sheet },
    journal,
  };
}

beforeAll(async () => {
  ({ guide, tracker } = await documentsFrom(await readSeedDataset(SEED_DIR)));
});

describe('the printable documents’ words are the content’s', () => {
  it('an editor’s change to the documents’ copy changes the guide’s, the tracker’s and the journal’s headings', async () => {
    const dataset = (await readSeedDataset(SEED_DIR)).map((doc) =>
      doc._id === 'documentsCopy'
        ? {
            ...doc,
            guide: {
              ...(doc.guide as object),
              supplementsHeading: 'Pills, round by round',
              mealPlansHeading: 'Five ways to eat',
              quotesHeading: 'Say it again',
              lead: 'Your day, {dayHours}.',
            },
            tracker: { ...(doc.tracker as object), dayHeading: 'Sheet {day} / {days}' },
            journal: { ...(doc.journal as object), heading: 'Write it down' },
          }
        : doc,
    );
    const changed = await documentsFrom(dataset);
    const guideHtml = await toHtml(createElement(GuideDocument, { kit: htmlKit, guide: changed.guide }));
    for (const heading of ['Pills, round by round', 'Five ways to eat', 'Say it again']) {
      expect(guideHtml).toContain(`<h2 class="doc-h2">${heading}</h2>`);
    }
    expect(guideHtml).toContain('Your day, 7:00 AM to 10:00 PM.');
    expect(guideHtml).not.toContain(guide.words.supplementsHeading);
    const guideText = pdfPages(await toPdf(createElement(GuideDocument, { kit: pdfKit, guide: changed.guide })))
      .flatMap((page) => page.lines.map((line) => line.text))
      .join('\n');
    expect(guideText).toContain('Pills, round by round');
    expect(guideText).toContain('Five ways to eat');

    const trackerHtml = await toHtml(
      createElement(TrackerDocument, { kit: htmlKit, copy: changed.tracker, programmeName: '24-Hour Reset' }),
    );
    expect(trackerHtml).toContain('<h2 class="doc-h2">Sheet 3 / 7</h2>');
    const journalHtml = await toHtml(
      createElement(JournalDocument, {
        kit: htmlKit,
        questions: [{ question: 'What did you notice?' }],
        programmeName: '24-Hour Reset',
        words: changed.journal,
      }),
    );
    expect(journalHtml).toContain('<h1 class="doc-h1">Write it down</h1>');
  });
});

describe('the printable documents made from the seed content', () => {
  it('the guide PDF renders, with a page for each meal plan', async () => {
    const pdf = await PDFDocument.load(await toPdf(createElement(GuideDocument, { kit: pdfKit, guide })));
    expect(pdf.getPageCount()).toBeGreaterThanOrEqual(guide.dietPlans.length + 2);
  });

  it('the guide page holds every timeline item of the three stages', async () => {
    const html = await toHtml(createElement(GuideDocument, { kit: htmlKit, guide }));
    for (const item of guide.stages.flatMap((stage) => stage.items)) {
      expect(html).toContain(`<td class="doc-activity">${item.title.replace(/&/g, '&amp;')}</td>`);
    }
  });

  it('the tracker PDF has exactly one page a day', async () => {
    const element = createElement(TrackerDocument, { kit: pdfKit, copy: tracker, programmeName: '24-Hour Reset' });
    expect((await PDFDocument.load(await toPdf(element))).getPageCount()).toBe(7);
  });
});

/** Lines of one page that cover each other, as "a / b". */
function overlapping(page: PdfPage): string[] {
  const found: string[] = [];
  page.lines.forEach((line, index) => {
    for (const other of page.lines.slice(index + 1)) {
      const { across, down } = overlap(line, other);
      if (across > 1 && down > 1) found.push(`${line.text} / ${other.text}`);
    }
  });
  return found;
}

/** The strip at the foot of each page where only the footer runs (the PDF kit's bottom margin). */
const FOOTER_ROOM = 64;

/**
 * What a reader would find wrong on the pages: overlaps, text off the page, a
 * heading ending a page, a footer other than the one expected (cut short, say): its line, then
 * "page N of M" on the line below, read as one text.
 */
function layoutFaults(pages: PdfPage[], headings: Set<string>, footer: (page: number) => string): string[] {
  return pages.flatMap((page, index) => {
    const where = `page ${index + 1}`;
    const faults = overlapping(page).map((pair) => `${where}: ${pair}`);
    for (const line of page.lines) {
      if (line.xMin < 0 || line.yMin < 0 || line.xMax > page.width || line.yMax > page.height) {
        faults.push(`${where}: off the page: ${line.text}`);
      }
    }
    const inFooter = (line: PdfLine) => line.yMin >= page.height - FOOTER_ROOM;
    const footerText = page.lines
      .filter(inFooter)
      .map((line) => line.text)
      .join(' ');
    if (footerText !== footer(index + 1)) faults.push(`${where}: footer reads "${footerText}"`);
    const body = page.lines.filter((line) => !inFooter(line));
    const last = body.reduce((lowest, line) => (line.yMax > lowest.yMax ? line : lowest), body[0]!);
    if (headings.has(last.text)) faults.push(`${where}: ends with the heading ${last.text}`);
    return faults;
  });
}

describe('the PDFs a member downloads, read as a reader sees them', () => {
  it('the guide: its cover title clear of the subtitle, nothing overlapping or off the page, no heading ending a page', async () => {
    const pages = pdfPages(await toPdf(createElement(GuideDocument, { kit: pdfKit, guide })));
    const [cover] = pages;
    const title = cover!.lines.find((line) => line.text === guide.productName)!;
    const subtitle = cover!.lines.find((line) => line.text.startsWith('Your hour-by-hour guide'))!;
    expect(title.yMax).toBeLessThanOrEqual(subtitle.yMin);

    const headings = new Set([
      ...guide.stages.map((stage) => stage.timelineHeading ?? stage.title),
      guide.words.supplementsHeading,
      guide.words.mealPlansHeading,
      guide.words.ingredientsLabel,
      guide.words.stepsLabel,
      ...guide.dietPlans.flatMap((plan) => [
        plan.name,
        `${guide.words.breakfast}: ${plan.breakfast.name}`,
        `${guide.words.lunch}: ${plan.lunch.name}`,
        `${guide.words.dinner}: ${plan.dinner.name}`,
      ]),
      guide.words.quotesHeading,
    ]);
    expect(
      layoutFaults(pages, headings, (page) => `${guide.productName} guide page ${page} of ${pages.length}`),
    ).toEqual([]);
  });

  it('the tracker: nothing overlapping or off the page, no heading ending a page', async () => {
    const element = createElement(TrackerDocument, { kit: pdfKit, copy: tracker, programmeName: '24-Hour Reset' });
    const pages = pdfPages(await toPdf(element));
    // The notes heading is followed by lines to write on, which are drawn, not text.
    const headings = new Set([
      tracker.heading,
      ...tracker.sections.map((section) => section.heading),
      ...pages.map((_, index) => tracker.sheet.dayHeading.replace('{day}', String(index + 1)).replace('{days}', '7')),
    ]);
    const footer = tracker.instructions.join(' · ');
    expect(layoutFaults(pages, headings, (page) => `${footer} page ${page} of 7`)).toEqual([]);
  });

  it('the guide lists the options right after any timeline text that asks to pick one of them', async () => {
    const text = pdfPages(await toPdf(createElement(GuideDocument, { kit: pdfKit, guide })))
      .flatMap((page) => page.lines.map((line) => line.text))
      .join(' ');
    const html = await toHtml(createElement(GuideDocument, { kit: htmlKit, guide }));
    const htmlText = html
      .replace(/<[^>]+>/g, ' ')
      .replace(/&(apos|#x27|#39);/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
    const items = guide.stages.flatMap((stage) => stage.items);
    const pointing = items.filter((item) => /\bbelow\b/i.test(item.description));
    expect(pointing.length).toBeGreaterThan(0);
    for (const item of pointing) {
      expect(item.options?.length, item.title).toBeGreaterThan(0);
      const next = items[items.indexOf(item) + 1];
      for (const [document, from] of [
        [text, text.indexOf(item.title)],
        [htmlText, htmlText.indexOf(item.title)],
      ] as const) {
        const until = next ? document.indexOf(next.title, from) : document.length;
        const span = document.slice(from, until);
        for (const option of item.options!) expect(span, `${item.title} lists ${option.title}`).toContain(option.title);
      }
    }
  });
});
