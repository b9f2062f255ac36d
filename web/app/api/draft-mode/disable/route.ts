import { disablePreview } from '@/lib/content/draft-mode';
import { postRoute } from '@/lib/http/routes';

export const POST = postRoute(disablePreview);
