import 'server-only';

import { fetchContent, printableGuideQuery, programmeNameQuery, reflectionStageQuery, trackerQuery } from '../content';
import { GuideDocument, type Guide } from './guide';
import { htmlKit } from './html-kit';
import { JournalDocument } from './journal';
import { toHtml, toPdf } from './output';
import { pdfKit } from './pdf-kit';
import { TrackerDocument } from './tracker';

/*
 * The printable documents, each one React tree (guide.tsx, tracker.tsx,
 * journal.tsx) rendered with the HTML or the PDF kit. Content comes through the
 * page cache, with the same queries and tags as the pages that show it.
 */

const PROGRAMME_NAME = '24-Hour Reset';

function loadGuide(): Promise<Guide> {
  return fetchContent(printableGuideQuery, {
    tags: ['programmeStage', 'timelineItem', 'supplement', 'dietPlan', 'product', 'certificate'],
  });
}

async function loadTracker() {
  const [copy, programmeName] = await Promise.all([
    fetchContent(trackerQuery, { tags: ['trackerCopy'] }),
    fetchContent(programmeNameQuery, { tags: ['product'] }),
  ]);
  if (!copy) throw new Error('The tracker copy document is missing.');
  return { copy, programmeName: programmeName ?? PROGRAMME_NAME };
}

/** The guide's print view (spec section 2), which the preparation page opens and prints. */
export async function renderGuideHtml(): Promise<string> {
  return toHtml(<GuideDocument kit={htmlKit} guide={await loadGuide()} />);
}

export async function renderGuidePdf(): Promise<Buffer> {
  return buildGuidePdf(await loadGuide());
}

/** The guide from content already fetched (the e-mail outbox reads its own). */
export function buildGuidePdf(guide: Guide): Promise<Buffer> {
  return toPdf(<GuideDocument kit={pdfKit} guide={guide} />);
}

export async function renderTrackerHtml(): Promise<string> {
  return toHtml(<TrackerDocument kit={htmlKit} {...await loadTracker()} />);
}

export async function renderTrackerPdf(): Promise<Buffer> {
  return toPdf(<TrackerDocument kit={pdfKit} {...await loadTracker()} />);
}

/** The printable reflection journal, made from the reflection stage's questions. */
export async function renderJournalHtml(): Promise<string> {
  const [stage, programmeName] = await Promise.all([
    fetchContent(reflectionStageQuery, { tags: ['programmeStage'] }),
    fetchContent(programmeNameQuery, { tags: ['product'] }),
  ]);
  return toHtml(
    <JournalDocument
      kit={htmlKit}
      questions={stage?.journalQuestions ?? []}
      programmeName={programmeName ?? PROGRAMME_NAME}
    />,
  );
}
