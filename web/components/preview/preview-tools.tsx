import { PreviewBar } from './preview-bar';
import { VisualEditingLoader } from './visual-editing-loader';

/**
 * What a page adds in draft mode only (app/layout.tsx): the preview bar, and
 * next-sanity's visual editing, whose overlays read the stega in the page's
 * text and which, in the studio's Presentation tool, refreshes the page after
 * an edit. Visual editing's code is fetched only where it is rendered, so a
 * visitor's page carries a small stub and none of it.
 */
export function PreviewTools() {
  return (
    <>
      <PreviewBar />
      <VisualEditingLoader />
    </>
  );
}
