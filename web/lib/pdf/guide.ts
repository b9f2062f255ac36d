import 'server-only';

import { renderToBuffer, type DocumentProps } from '@react-pdf/renderer';
import { createElement, type ReactElement } from 'react';

import { fetchContent, printableGuideQuery } from '../content';
import { GuideDocument } from './guide-document';

export const GUIDE_FILENAME = '24-hour-reset-guide.pdf';

/** Renders the printable guide from the current content. */
export async function renderGuidePdf(): Promise<Buffer> {
  const guide = await fetchContent(printableGuideQuery, {
    tags: ['programmeStage', 'timelineItem', 'supplement', 'dietPlan', 'product', 'certificate'],
  });
  // GuideDocument renders a <Document>, which is what renderToBuffer takes.
  return renderToBuffer(createElement(GuideDocument, { guide }) as ReactElement<DocumentProps>);
}
