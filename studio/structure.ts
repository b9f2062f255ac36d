import type { DocumentListBuilder, ListBuilder, StructureResolver } from 'sanity/structure';

import { TIMELINE_ITEM_IN_STAGE } from './document-rules';
import { schemaTypes, singletonTypes, siteSingletons } from './schemaTypes';
import { TIMELINE_STAGES as STAGES_WITH_TIMELINE } from './schemaTypes/documents/programme-stage';

export const TIMELINE_STAGES = STAGES_WITH_TIMELINE.map((key) => ({
  key,
  title: key.charAt(0).toUpperCase() + key.slice(1),
}));

type Ordering = readonly { field: string; direction: 'asc' | 'desc' }[];

/** Each type's first ordering: its natural order (the day's, the carousel's, the checklist's …). */
export const naturalOrder = new Map<string, Ordering>(
  schemaTypes.flatMap((type) => {
    const orderings = (type as { orderings?: { by: Ordering }[] }).orderings;
    return orderings?.[0] ? [[type.name, orderings[0].by] as const] : [];
  }),
);

const BY_TIME: Ordering = [{ field: 'time', direction: 'asc' }];

/** Singletons pinned at the top; the timeline by stage, in time order; every other list in its natural order. */
export const structure: StructureResolver = (S) => {
  const entry = (id: string, title: string, child: ListBuilder | DocumentListBuilder) =>
    S.listItem().title(title).id(id).schemaType('timelineItem').child(child);
  /** The timeline items `filter` picks, in time order. */
  const timeline = (title: string, filter: string, params: Record<string, unknown>) =>
    S.documentTypeList('timelineItem')
      .title(title)
      .filter(`_type == "timelineItem" && ${filter}`)
      .params(params)
      .defaultOrdering([...BY_TIME]);
  const byStage = S.list()
    .title('Timeline by stage')
    .items([
      ...TIMELINE_STAGES.map(({ key, title }) =>
        entry(
          `timeline-${key}`,
          title,
          timeline(`${title} timeline`, 'stage->key == $key', { key })
            // Last: a builder call after it would bring back the default template (Sanity 5.31).
            .initialValueTemplates([S.initialValueTemplateItem(TIMELINE_ITEM_IN_STAGE, { stageKey: key })]),
        ),
      ),
      // A draft whose stage is not chosen yet would otherwise be in no list.
      entry(
        'timeline-unstaged',
        'Without a stage',
        timeline('Timeline items without a stage', '!(stage->key in $keys)', {
          keys: TIMELINE_STAGES.map(({ key }) => key),
        }),
      ),
    ]);
  return S.list()
    .title('Content')
    .items([
      ...siteSingletons.map(({ name: type, title }) =>
        S.listItem()
          .title(title ?? type)
          .id(type)
          .child(S.document().schemaType(type).documentId(type)),
      ),
      S.divider(),
      ...S.documentTypeListItems()
        .filter((item) => !singletonTypes.has(item.getId() ?? ''))
        .map((item) => {
          const type = item.getId() ?? '';
          if (type === 'timelineItem') return entry(type, 'Timeline items', byStage);
          const order = naturalOrder.get(type);
          return order ? item.child(S.documentTypeList(type).defaultOrdering([...order])) : item;
        }),
    ]);
};
