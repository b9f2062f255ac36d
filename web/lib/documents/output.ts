import 'server-only';

import { renderToBuffer, type DocumentProps } from '@react-pdf/renderer';
import type { ReactElement } from 'react';

/** A document rendered with `htmlKit`, as a complete page. */
export async function toHtml(document: ReactElement): Promise<string> {
  // Loaded when called: Next.js refuses a static import of react-dom/server in its server
  // layer, where it expects pages to stream; a document is a whole file, rendered at once.
  const { renderToStaticMarkup } = await import('react-dom/server');
  return `<!doctype html>${renderToStaticMarkup(document)}`;
}

/** A document rendered with `pdfKit`, as a PDF file. */
export function toPdf(document: ReactElement): Promise<Buffer> {
  // The document's root renders pdfKit.Document, the <Document> renderToBuffer takes.
  return renderToBuffer(document as ReactElement<DocumentProps>);
}
