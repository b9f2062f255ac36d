import { InfoOutlineIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';

export const aboutPage = defineType({
  name: 'aboutPage',
  title: 'About page',
  type: 'document',
  icon: InfoOutlineIcon,
  fields: [
    defineField({
      name: 'seoTitle',
      title: 'Page title',
      type: 'string',
      validation: (rule) => rule.required().max(70),
    }),
    defineField({
      name: 'seoDescription',
      title: 'Meta description',
      type: 'text',
      rows: 2,
      validation: (rule) => rule.required().max(200),
    }),
    defineField({ name: 'heading', type: 'string', validation: (rule) => rule.required().max(80) }),
    defineField({ name: 'intro', type: 'text', rows: 3, validation: (rule) => rule.required().max(400) }),
    defineField({
      name: 'founderStory',
      title: 'Founder story',
      type: 'object',
      validation: (rule) => rule.required(),
      fields: [
        defineField({ name: 'heading', type: 'string', validation: (rule) => rule.required().max(80) }),
        defineField({ name: 'body', type: 'richText', validation: (rule) => rule.required().min(1) }),
      ],
    }),
    defineField({
      name: 'mission',
      type: 'object',
      validation: (rule) => rule.required(),
      fields: [
        defineField({ name: 'heading', type: 'string', validation: (rule) => rule.required().max(80) }),
        defineField({ name: 'text', type: 'text', rows: 4, validation: (rule) => rule.required().max(600) }),
      ],
    }),
    defineField({
      name: 'audience',
      title: 'Who it is for',
      type: 'object',
      validation: (rule) => rule.required(),
      fields: [
        defineField({ name: 'heading', type: 'string', validation: (rule) => rule.required().max(80) }),
        defineField({
          name: 'groups',
          type: 'array',
          of: [
            {
              type: 'object',
              name: 'audienceGroup',
              fields: [
                defineField({ name: 'title', type: 'string', validation: (rule) => rule.required().max(40) }),
                defineField({ name: 'text', type: 'text', rows: 2, validation: (rule) => rule.required().max(300) }),
              ],
              preview: { select: { title: 'title', subtitle: 'text' } },
            },
          ],
          validation: (rule) => rule.required().min(1).max(6),
        }),
      ],
    }),
    defineField({
      name: 'promise',
      type: 'object',
      validation: (rule) => rule.required(),
      fields: [
        defineField({ name: 'heading', type: 'string', validation: (rule) => rule.required().max(80) }),
        defineField({ name: 'text', type: 'text', rows: 4, validation: (rule) => rule.required().max(600) }),
      ],
    }),
    defineField({ name: 'cta', title: 'Call to action', type: 'callToAction', validation: (rule) => rule.required() }),
  ],
  preview: { prepare: () => ({ title: 'About page', subtitle: '/about' }) },
});
