import { enablePreview } from '@/lib/content/draft-mode';

/** Turns draft mode on for this browser when the preview link's secret is right (web/lib/content/draft-mode.ts). */
export function GET(request: Request) {
  return enablePreview(request);
}
