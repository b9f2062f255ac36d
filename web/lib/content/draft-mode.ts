import 'server-only';

import { createHash, timingSafeEqual } from 'node:crypto';

import {
  perspectiveCookieName,
  urlSearchParamPreviewPathname,
  urlSearchParamPreviewPerspective,
  urlSearchParamPreviewSecret,
  variantCookieName,
} from '@sanity/preview-url-secret/constants';
import { defineEnableDraftMode } from 'next-sanity/draft-mode';
import { cookies, draftMode } from 'next/headers';
import { redirect } from 'next/navigation';

import { getConfig } from '../env';
import { safeNextPath } from '../http/next-path';
import { createPreviewSecretClient, PreviewNeedsTokenError } from './sanity';

const plainText = (status: 401 | 503, message: string) =>
  new Response(`${message}\n`, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } });

/** A path on this site, whatever was asked: a preview link never sends anyone elsewhere. */
const sitePath = (unsafe: unknown) =>
  (typeof unsafe === 'string' ? safeNextPath(unsafe, getConfig().siteUrl) : null) ?? '/';

function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

/** With Sanity, the secret the studio stored in the dataset; with the embedded content, DATA_DIR/secrets.json's. */
export async function enablePreview(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const secret = url.searchParams.get(urlSearchParamPreviewSecret);
  if (!secret) {
    return plainText(
      401,
      `A preview link carries its secret as ${urlSearchParamPreviewSecret}: open the preview from the studio ` +
        '(or, with the embedded content, the link npm run content:watch prints).',
    );
  }
  const { content, secrets } = getConfig();
  if (content.kind === 'sanity') {
    if (!content.token) return plainText(503, new PreviewNeedsTokenError().message);
    const client = createPreviewSecretClient({ ...content, token: content.token });
    return defineEnableDraftMode({ client }).GET(request);
  }
  if (!sameSecret(secret, secrets.previewSecret)) {
    return plainText(401, 'This preview link’s secret is not valid: use the link npm run content:watch prints.');
  }
  (await draftMode()).enable();
  const perspective = url.searchParams.get(urlSearchParamPreviewPerspective);
  // Top-level only: the Presentation tool, which frames the site from another origin, previews a Sanity dataset.
  if (perspective) {
    (await cookies()).set({
      name: perspectiveCookieName,
      value: perspective,
      httpOnly: true,
      path: '/',
      sameSite: 'lax',
    });
  }
  redirect(sitePath(url.searchParams.get(urlSearchParamPreviewPathname)));
}

function refererPath(request: Request): string | null {
  const referer = request.headers.get('referer');
  if (!referer) return null;
  try {
    const { origin, pathname, search, hash } = new URL(referer);
    return origin === new URL(getConfig().siteUrl).origin ? `${pathname}${search}${hash}` : null;
  } catch {
    return null;
  }
}

/** The preview bar's Exit: back to the page it was pressed on, as a visitor sees it. */
export async function disablePreview(request: Request): Promise<Response> {
  const form = await request.formData().catch(() => undefined);
  const back = form?.get('redirect') ?? refererPath(request);
  (await draftMode()).disable();
  const jar = await cookies();
  for (const name of [perspectiveCookieName, variantCookieName]) if (jar.has(name)) jar.delete(name);
  // 303: the browser follows with a GET, and a relative Location stays on this site whatever the proxy in front.
  return new Response(null, { status: 303, headers: { location: sitePath(back) } });
}
