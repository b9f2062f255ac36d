'use client';

import { useIsPresentationTool } from 'next-sanity/hooks';
import { VisualEditing } from 'next-sanity/visual-editing/client-component';
import { perspectiveChangeAction, variantChangeAction } from 'next-sanity/visual-editing/server-actions';

import { refreshPreview } from '@/lib/content/preview-refresh';

import { PREVIEW_BAR_ID } from './preview-bar';

/** next-sanity's visual editing with its server actions; in the studio's Presentation tool the bar stands aside. */
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
