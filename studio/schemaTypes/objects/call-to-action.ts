import { LaunchIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';

export const callToAction = defineType({
  name: 'callToAction',
  title: 'Call to action',
  type: 'object',
  icon: LaunchIcon,
  fields: [
    defineField({ name: 'heading', type: 'string', validation: (rule) => rule.required().max(80) }),
    defineField({ name: 'text', type: 'text', rows: 3, validation: (rule) => rule.required().max(400) }),
    defineField({
      name: 'buttonLabel',
      title: 'Button label',
      description: 'Pages that sell add the current price after it, e.g. "Get Instant Access – €9.90".',
      type: 'string',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: 'href',
      title: 'Button links to',
      type: 'string',
      validation: (rule) => rule.required().regex(/^\/[\w\-/#]*$/, { name: 'site path' }),
    }),
  ],
  preview: { select: { title: 'heading', subtitle: 'href' } },
});
