import { VisualEditing } from 'next-sanity/visual-editing';

import { refreshPreview } from '@/lib/content/preview-refresh';

import { PreviewBar } from './preview-bar';

/**
 * What a page adds in draft mode only (app/layout.tsx): the preview bar, and
 * next-sanity's visual editing, whose overlays read the stega in the page's
 * text. Visitors' pages never render this, so they load none of its script.
 */
export function PreviewTools() {
  return (
    <>
      <PreviewBar />
      <VisualEditing refresh={refreshPreview} />
    </>
  );
}
