// Perspectives on the embedded dataset, as the Content Lake applies them
// (https://www.sanity.io/docs/content-lake/perspectives): pure, so the local
// adapter, the test suite's stand-in for the Content Lake and the content
// tools share one definition.
import type { ClientPerspective } from '@sanity/client';

import type { SanityDocument } from './dataset';

/** What a preview reads: drafts over published documents, only published ones, or a release stack. */
export type PreviewPerspective = Exclude<ClientPerspective, 'raw' | 'previewDrafts'>;

const DRAFTS_PREFIX = 'drafts.';
const VERSIONS_PREFIX = 'versions.';

/** The published id a draft or release version stands for. */
export function publishedId(id: string): string {
  if (id.startsWith(DRAFTS_PREFIX)) return id.slice(DRAFTS_PREFIX.length);
  if (id.startsWith(VERSIONS_PREFIX)) return id.split('.').slice(2).join('.');
  return id;
}

const isPublished = (id: string) => !id.startsWith(DRAFTS_PREFIX) && !id.startsWith(VERSIONS_PREFIX);

/**
 * The documents a query sees under a perspective. `published` leaves out every
 * draft and release version, so a visitor never reads one. Any other
 * perspective lays its layers over the published documents, the first of a
 * stack winning (`['rSummer', 'drafts']`: the release's version, else the
 * draft, else the published document); a document shown from a layer takes
 * the published id, so `_id == "siteSettings"` still finds it, and keeps its
 * own as `_originalId`, as the Content Lake does.
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

/**
 * The perspective a preview asked for (the studio's `sanity-preview-perspective`
 * cookie), or the drafts perspective when it asked for none or for something
 * this site does not read.
 */
export function previewPerspective(value: string | undefined): PreviewPerspective {
  if (!value || value === 'drafts' || value === 'previewDrafts') return 'drafts';
  if (value === 'published') return 'published';
  const stack = value.split(',').map((layer) => layer.trim());
  // `raw` would show drafts and published documents side by side, which no page is built for.
  return stack.every((layer) => RELEASE_ID.test(layer) && layer !== 'raw') ? stack : 'drafts';
}
