import { CommentIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';

import { line, number, orderField } from '../copy-fields';

export const testimonial = defineType({
  name: 'testimonial',
  title: 'Testimonial',
  type: 'document',
  icon: CommentIcon,
  fields: [
    line('name', 60),
    line('role', 60, 'Role', 'Who they are, e.g. "Founder, design studio".'),
    defineField({
      name: 'image',
      title: 'Portrait',
      description:
        'Optional. Shown as a small round portrait beside the name, cropped around the hotspot; without one, the initials below are shown in a circle.',
      type: 'image',
      options: { hotspot: true },
    }),
    defineField({
      name: 'initials',
      description: 'One to three capital letters, shown when there is no portrait.',
      type: 'string',
      validation: (rule) => rule.required().regex(/^\p{Lu}{1,3}$/u, { name: 'one to three capital letters' }),
    }),
    defineField({
      name: 'content',
      title: 'Quote',
      type: 'text',
      rows: 4,
      validation: (rule) => rule.required().min(40).max(400),
    }),
    line('benefit', 40, 'Benefit', 'The result in a few words, shown as a tag, e.g. "Clearer mornings".'),
    { ...number('rating', undefined, (rule) => rule.integer().min(1).max(5), 'Stars from 1 to 5.'), initialValue: 5 },
    orderField('Position in the carousel, lowest first.', 0),
  ],
  orderings: [{ title: 'Carousel order', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: {
    select: { title: 'name', role: 'role', rating: 'rating', media: 'image' },
    prepare: ({ title, role, rating, media }) => ({ title, subtitle: `${'★'.repeat(rating ?? 0)} ${role}`, media }),
  },
});
