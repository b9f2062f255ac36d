import { NewTabLink } from '@/components/ui/new-tab-link';

/** The guide as a web page: the same content as its PDF, with headings, a language and text that reflows. */
export const GUIDE_HTML_PATH = '/assets/printable-guide.html';

/**
 * Goes beside every link to the guide's PDF, so that nobody depends on a PDF
 * reader's handling of the document to read it.
 */
export function GuideHtmlLink({ label, className }: { label: string; className: string }) {
  return (
    <NewTabLink href={GUIDE_HTML_PATH} className={className}>
      {label}
    </NewTabLink>
  );
}
