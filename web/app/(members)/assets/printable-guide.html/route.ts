import { memberRoute } from '@/lib/http/routes';
import { printableResponse } from '@/lib/programme/printable-response';

/** The preparation page opens it in a new window with `?print`, and it prints itself. */
export const GET = memberRoute('Sign in to open the guide.', (member) => printableResponse('guide.html', member));
