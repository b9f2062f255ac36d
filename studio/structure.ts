import type { StructureResolver } from 'sanity/structure';

import { singletonTypes } from './schemaTypes';

const singletons: { type: string; title: string }[] = [
  { type: 'siteSettings', title: 'Site settings' },
  { type: 'product', title: 'Product' },
  { type: 'offer', title: 'Launch offer' },
  { type: 'whatYouGetPage', title: 'What you get page' },
  { type: 'aboutPage', title: 'About page' },
  { type: 'contactPage', title: 'Contact page' },
  { type: 'dashboardCopy', title: 'Dashboard' },
  { type: 'trackerCopy', title: 'Tracker' },
  { type: 'reflectionExtras', title: 'Reflection page extras' },
  { type: 'certificate', title: 'Certificate' },
  { type: 'waterGuidance', title: 'Water guidance' },
  { type: 'emailCopy', title: 'E-mail copy' },
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
