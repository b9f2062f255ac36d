import 'server-only';

import { renderToBuffer, type DocumentProps } from '@react-pdf/renderer';
import { createElement, type ReactElement } from 'react';

import { fetchContent, printableGuideQuery } from '../content';
import type { PrintableGuideQueryResult } from '../content/sanity.types';
import { GuideDocument } from './guide-document';

export const GUIDE_FILENAME = '24-hour-reset-guide.pdf';

/** Renders the printable guide from the current content (through the page cache). */
export async function renderGuidePdf(): Promise<Buffer> {
  const guide = await fetchContent(printableGuideQuery, {
    tags: ['programmeStage', 'timelineItem', 'supplement', 'dietPlan', 'product', 'certificate'],
  });
  return buildGuidePdf(guide);
}

/** Renders the guide from content already fetched (the e-mail outbox fetches its own). */
export function buildGuidePdf(guide: PrintableGuideQueryResult): Promise<Buffer> {
  // GuideDocument renders a <Document>, which is what renderToBuffer takes.
  return renderToBuffer(createElement(GuideDocument, { guide }) as ReactElement<DocumentProps>);
}
