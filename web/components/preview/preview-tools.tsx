import { VisualEditing } from 'next-sanity/visual-editing';

import { refreshPreview } from '@/lib/content/preview-refresh';

import { PreviewBar } from './preview-bar';
import { HideBarInStudio } from './hide-bar-in-studio';

/**
 * What a page adds in draft mode only (app/layout.tsx): the preview bar, and
 * next-sanity's visual editing, whose overlays read the stega in the page's
 * text and which, in the studio's Presentation tool, refreshes the page after
 * an edit. Both client parts load their code only when rendered, so a
 * visitor's page carries two small stubs and no visual editing.
 */
export function PreviewTools() {
  return (
    <>
      <PreviewBar />
      <HideBarInStudio />
      <VisualEditing refresh={refreshPreview} />
    </>
  );
}
