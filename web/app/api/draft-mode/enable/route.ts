import { enablePreview } from '@/lib/content/draft-mode';

export const GET = enablePreview;
