import { DocumentsIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';

import { line, paragraph, required } from '../copy-fields';

/** The four legal pages; each one's slug is its route, e.g. /refund-policy. */
const POLICY_SLUGS = ['privacy-policy', 'terms-of-service', 'cookie-policy', 'refund-policy'];

export const policy = defineType({
  name: 'policy',
  title: 'Policy',
  type: 'document',
  icon: DocumentsIcon,
  fields: [
    line('title', 60),
    defineField({
      name: 'slug',
      description: 'The page address. Only the four policy routes exist.',
      type: 'slug',
      options: { source: 'title' },
      validation: (rule) =>
        rule
          .required()
          .custom((slug) =>
            slug?.current && POLICY_SLUGS.includes(slug.current) ? true : `Must be one of: ${POLICY_SLUGS.join(', ')}`,
          ),
    }),
    required('lastUpdated', 'date', 'Last updated'),
    paragraph('summary', 200, 'Summary', {
      description: 'One or two sentences for search results and the top of the page.',
      rows: 2,
    }),
    defineField({ name: 'body', type: 'richText', validation: (rule) => rule.required().min(1) }),
  ],
  orderings: [{ title: 'Title', name: 'title', by: [{ field: 'title', direction: 'asc' }] }],
  preview: {
    select: { title: 'title', slug: 'slug.current', lastUpdated: 'lastUpdated' },
    prepare: ({ title, slug, lastUpdated }) => ({ title, subtitle: `/${slug} · updated ${lastUpdated}` }),
  },
});
