import { memberRoute } from '@/lib/http/routes';
import { printableResponse } from '@/lib/programme/printable-response';

export const GET = memberRoute('Sign in to open the reflection journal.', (member) =>
  printableResponse('journal.html', member),
);
