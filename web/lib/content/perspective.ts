// Perspectives as the Content Lake applies them: pure, so the local adapter, the tests and the tools share it.
import type { ClientPerspective } from '@sanity/client';

import type { SanityDocument } from './dataset';

/** What a preview reads: drafts over published documents, only published ones, or a release stack. */
export type PreviewPerspective = Exclude<ClientPerspective, 'raw' | 'previewDrafts'>;

const DRAFTS_PREFIX = 'drafts.';
const VERSIONS_PREFIX = 'versions.';

export function publishedId(id: string): string {
  if (id.startsWith(DRAFTS_PREFIX)) return id.slice(DRAFTS_PREFIX.length);
  if (id.startsWith(VERSIONS_PREFIX)) return id.split('.').slice(2).join('.');
  return id;
}

const isPublished = (id: string) => !id.startsWith(DRAFTS_PREFIX) && !id.startsWith(VERSIONS_PREFIX);

/**
 * Layers over the published documents, the first of a stack winning; a document shown from a layer
 * takes the published id, so `_id == "siteSettings"` still finds it, and keeps its own as `_originalId`.
 */
export function applyPerspective(dataset: SanityDocument[], perspective: PreviewPerspective): SanityDocument[] {
  const published = dataset.filter((doc) => isPublished(doc._id));
  if (perspective === 'published') return published;
  const stack = typeof perspective === 'string' ? [perspective] : perspective;
  const layerIds = (id: string) =>
    stack.flatMap((layer) =>
      layer === 'published' ? [] : [layer === 'drafts' ? `${DRAFTS_PREFIX}${id}` : `${VERSIONS_PREFIX}${layer}.${id}`],
    );
  const byId = new Map(dataset.map((doc) => [doc._id, doc]));
  const seen = new Map<string, SanityDocument>();
  for (const doc of dataset) {
    const id = publishedId(doc._id);
    if (seen.has(id) || !(isPublished(doc._id) || layerIds(id).includes(doc._id))) continue;
    const shown = [...layerIds(id), id].map((candidate) => byId.get(candidate)).find((each) => each !== undefined);
    if (shown) seen.set(id, { ...shown, _id: id, _originalId: shown._id });
  }
  return [...seen.values()];
}

const RELEASE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The drafts perspective when the cookie asks for none or for something this site does not read. */
export function previewPerspective(value: string | undefined): PreviewPerspective {
  if (!value || value === 'drafts' || value === 'previewDrafts') return 'drafts';
  if (value === 'published') return 'published';
  const stack = value.split(',').map((layer) => layer.trim());
  // `raw` would show drafts and published documents side by side, which no page is built for.
  return stack.every((layer) => RELEASE_ID.test(layer) && layer !== 'raw') ? stack : 'drafts';
}
