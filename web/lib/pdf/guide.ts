import 'server-only';

import { renderToBuffer, type DocumentProps } from '@react-pdf/renderer';
import { createElement, type ReactElement } from 'react';

import type { PrintableGuide } from '../content';
import { GuideDocument } from './guide-document';

export const GUIDE_FILENAME = '24-hour-reset-guide.pdf';

/** Renders the guide from its content (web/lib/content's getPrintableGuide, or the outbox's own read). */
export function buildGuidePdf(guide: PrintableGuide): Promise<Buffer> {
  // GuideDocument renders a <Document>, which is what renderToBuffer takes.
  return renderToBuffer(createElement(GuideDocument, { guide }) as ReactElement<DocumentProps>);
}
