'use server';

import { refresh } from 'next/cache';
import { draftMode } from 'next/headers';

/**
 * The studio's Presentation tool asks the preview to refresh after an edit
 * (or its reload button): the page renders again with the drafts as they are
 * now. next-sanity's template does this with SanityLive; this site's loaders
 * read every draft afresh in draft mode, so a refresh is all it takes.
 */
export async function refreshPreview(): Promise<void> {
  if ((await draftMode()).isEnabled) refresh();
}
