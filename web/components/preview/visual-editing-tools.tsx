'use client';

import { useIsPresentationTool } from 'next-sanity/hooks';
import { VisualEditing } from 'next-sanity/visual-editing/client-component';
import { perspectiveChangeAction, variantChangeAction } from 'next-sanity/visual-editing/server-actions';

import { refreshPreview } from '@/lib/content/preview-refresh';

import { PREVIEW_BAR_ID } from './preview-bar';

/**
 * next-sanity's visual editing as its server component renders it, with the
 * same server actions for the studio's perspective and variant; rendered from
 * here so that its code is a chunk of its own that only a preview fetches. In
 * the studio's Presentation tool the preview bar stands aside: the studio has
 * its own preview controls.
 */
export default function VisualEditingTools() {
  const inStudio = useIsPresentationTool();
  return (
    <>
      {inStudio ? <style>{`#${PREVIEW_BAR_ID}{display:none}`}</style> : null}
      <VisualEditing
        refresh={refreshPreview}
        onPerspectiveChange={perspectiveChangeAction}
        onVariantChange={variantChangeAction}
        basePath=""
        trailingSlash={false}
      />
    </>
  );
}
