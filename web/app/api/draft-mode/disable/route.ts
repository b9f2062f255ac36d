import { disablePreview } from '@/lib/content/draft-mode';
import { postRoute } from '@/lib/http/routes';

/** The preview bar's Exit button: draft mode off, back to the page as visitors see it. */
export const POST = postRoute(disablePreview);
