import 'server-only';

import { perspectiveCookieName } from '@sanity/preview-url-secret/constants';
import { cookies, draftMode } from 'next/headers';

import { type PreviewPerspective, previewPerspective } from './perspective';

export interface Preview {
  perspective: PreviewPerspective;
}

/** The preview this request is in, or null for a visitor (and at build time, when nobody is). */
export async function currentPreview(): Promise<Preview | null> {
  let enabled: boolean;
  try {
    enabled = (await draftMode()).isEnabled;
  } catch {
    // Outside a request (generateStaticParams while building): no one to preview for.
    return null;
  }
  if (!enabled) return null;
  // Read only in draft mode, which renders per request anyway: a visitor's static page never reads a cookie.
  return { perspective: previewPerspective((await cookies()).get(perspectiveCookieName)?.value) };
}
