// Stega: the click-to-edit overlays' data, hidden in the strings a preview
// shows (https://www.sanity.io/docs/visual-editing/stega). Only a request in
// draft mode on the Sanity adapter ever gets encoded strings: @sanity/client
// encodes the Content Source Map the Content Lake sends, with this configuration.
import type { StegaConfig } from '@sanity/client';

type StegaFilter = NonNullable<StegaConfig['filter']>;

/**
 * Fields whose text the site uses as data, not as words on the page: an
 * invisible marker would break the id, anchor, address or file name made from
 * it. Sanity's default filter already leaves out keys, slugs, links, URLs,
 * dates, currencies and e-mail fields named `email`.
 */
const DATA_FIELDS = new Set(['meal', 'jumpToMeal', 'timings', 'period', 'kind', 'placement', 'shareText']);
const DATA_FIELD_SUFFIX = /(Email|Href|Link|Url|Key|Id)$/;
/** A time of day such as 7:00 or 15:30, which the programme computes with. */
const TIME_OF_DAY = /^\d{1,2}:\d{2}$/;

export const stegaFilter: StegaFilter = (props) => {
  const field = props.sourcePath.at(-1);
  if (typeof field === 'string' && (DATA_FIELDS.has(field) || DATA_FIELD_SUFFIX.test(field))) return false;
  if (TIME_OF_DAY.test(props.value)) return false;
  return props.filterDefault(props);
};

/** The client option that turns stega on for a preview read. */
export function stegaConfig(studioUrl: string): StegaConfig & { enabled: true; studioUrl: string } {
  return { enabled: true, studioUrl, filter: stegaFilter };
}
