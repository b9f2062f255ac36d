import { memberRoute } from '@/lib/http/routes';
import { TRACKER_PDF_FILENAME } from '@/lib/programme/file-names';
import { printableResponse } from '@/lib/programme/printable-response';

export const GET = memberRoute('Sign in to download the tracker.', (member) =>
  printableResponse('tracker.pdf', member, TRACKER_PDF_FILENAME),
);
