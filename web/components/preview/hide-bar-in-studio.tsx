'use client';

import dynamic from 'next/dynamic';

// Loaded only when rendered, that is in draft mode: a visitor's page carries this stub and nothing of it.
const StudioFrameStyle = dynamic(() => import('./studio-frame-style'), { ssr: false });

/** In the studio's Presentation tool, the preview bar stands aside: the studio has its own preview controls. */
export function HideBarInStudio() {
  return <StudioFrameStyle />;
}
