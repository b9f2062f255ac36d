import path from 'node:path';

import { PDFDocument } from 'pdf-lib';
import { createElement } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';

import { GuideDocument } from '@/lib/documents/guide';
import { htmlKit } from '@/lib/documents/html-kit';
import { toHtml, toPdf } from '@/lib/documents/output';
import { pdfKit } from '@/lib/documents/pdf-kit';
import { TrackerDocument } from '@/lib/documents/tracker';
import { evaluateGroq, readSeedDataset, type SanityDocument } from '@/lib/content/local';
import type { PrintableGuide } from '@/lib/content/programme';
import { programmeNameOr } from '@/lib/content/programme-name';
import { printableGuideQuery, trackerQuery } from '@/lib/content/queries';
import type { PrintableGuideQueryResult, TrackerQueryResult } from '@/lib/content/sanity.types';

import { overlap, pdfPages, type PdfLine, type PdfPage } from '../support/pdf-layout';

const SEED_DIR = path.resolve(import.meta.dirname, '../../studio/seed');

let guide: PrintableGuide;
let tracker: NonNullable<TrackerQueryResult>;

beforeAll(async () => {
  const dataset: SanityDocument[] = await readSeedDataset(SEED_DIR);
  const raw = await evaluateGroq<PrintableGuideQueryResult>(printableGuideQuery, dataset);
  guide = { ...raw, productName: programmeNameOr(raw.productName) };
  const copy = await evaluateGroq<TrackerQueryResult>(trackerQuery, dataset);
  if (!copy) throw new Error('The seed has no tracker copy.');
  tracker = copy;
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
 * heading ending a page, a footer other than the one expected (cut short, say).
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
      'Supplement Guide',
      'Meal Plans',
      'Ingredients',
      'Steps',
      ...guide.dietPlans.flatMap((plan) => [
        plan.name,
        `Breakfast: ${plan.breakfast.name}`,
        `Lunch: ${plan.lunch.name}`,
        `Dinner: ${plan.dinner.name}`,
      ]),
      'Words to carry with you',
    ]);
    expect(
      layoutFaults(pages, headings, (page) => `${guide.productName} guide · page ${page} of ${pages.length}`),
    ).toEqual([]);
  });

  it('the tracker: nothing overlapping or off the page, no heading ending a page', async () => {
    const element = createElement(TrackerDocument, { kit: pdfKit, copy: tracker, programmeName: '24-Hour Reset' });
    const pages = pdfPages(await toPdf(element));
    // The notes heading is followed by lines to write on, which are drawn, not text.
    const headings = new Set([
      tracker.heading,
      ...tracker.sections.map((section) => section.heading),
      ...pages.map((_, index) => `Day ${index + 1} of 7`),
    ]);
    const footer = tracker.instructions.join(' · ');
    expect(layoutFaults(pages, headings, (page) => `${footer} · page ${page} of 7`)).toEqual([]);
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
