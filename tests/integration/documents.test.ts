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
