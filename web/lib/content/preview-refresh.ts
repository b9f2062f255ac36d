'use server';

import { refresh } from 'next/cache';
import { draftMode } from 'next/headers';

/** The Presentation tool's refresh after an edit: draft mode reads every draft afresh, so a refresh is all it takes. */
export async function refreshPreview(): Promise<void> {
  if ((await draftMode()).isEnabled) refresh();
}
