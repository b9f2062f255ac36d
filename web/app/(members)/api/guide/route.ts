import { memberRoute } from '@/lib/http/routes';
import { GUIDE_PDF_FILENAME } from '@/lib/programme/file-names';
import { printableResponse } from '@/lib/programme/printable-response';

export const GET = memberRoute('Sign in to download the guide.', (member) =>
  printableResponse('guide.pdf', member, GUIDE_PDF_FILENAME),
);
