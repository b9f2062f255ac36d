'use client';

import { useIsPresentationTool } from 'next-sanity/hooks';

import { PREVIEW_BAR_ID } from './preview-bar';

export default function StudioFrameStyle() {
  return useIsPresentationTool() ? <style>{`#${PREVIEW_BAR_ID}{display:none}`}</style> : null;
}
