import { NewTabLink } from '@/components/ui/new-tab-link';

export const GUIDE_HTML_PATH = '/assets/printable-guide.html';

/** Beside every link to the guide's PDF, so nobody depends on a PDF reader. */
export function GuideHtmlLink({ label, className }: { label: string; className: string }) {
  return (
    <NewTabLink href={GUIDE_HTML_PATH} className={className}>
      {label}
    </NewTabLink>
  );
}
