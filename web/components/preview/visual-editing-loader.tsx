'use client';

import dynamic from 'next/dynamic';

/** Browser only, and fetched only where a preview renders it. */
export const VisualEditingLoader = dynamic(() => import('./visual-editing-tools'), { ssr: false });
