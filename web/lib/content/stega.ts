import type { StegaConfig } from '@sanity/client';

type StegaFilter = NonNullable<StegaConfig['filter']>;

/** Text the site uses as data: an invisible marker would break the id, anchor, address or file name made from it. */
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

export function stegaConfig(studioUrl: string): StegaConfig & { enabled: true; studioUrl: string } {
  return { enabled: true, studioUrl, filter: stegaFilter };
}
