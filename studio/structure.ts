import type { StructureResolver } from 'sanity/structure';

import { singletonTypes } from './schemaTypes';

const singletons: { type: string; title: string }[] = [
  { type: 'siteSettings', title: 'Site settings' },
  { type: 'product', title: 'Product' },
];

/** Singletons are pinned at the top and open their one document; everything else is listed below. */
export const structure: StructureResolver = (S) =>
  S.list()
    .title('Content')
    .items([
      ...singletons.map(({ type, title }) =>
        S.listItem().title(title).id(type).child(S.document().schemaType(type).documentId(type)),
      ),
      S.divider(),
      ...S.documentTypeListItems().filter((item) => !singletonTypes.has(item.getId() ?? '')),
    ]);
