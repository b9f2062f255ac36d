import { SparklesIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';

/** The closing sections of the final reflection page; the success stories are their own documents. */
export const reflectionExtras = defineType({
  name: 'reflectionExtras',
  title: 'Reflection page extras',
  type: 'document',
  icon: SparklesIcon,
  fields: [
    defineField({
      name: 'successStoriesHeading',
      title: 'Success stories heading',
      type: 'string',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'momentumHeading',
      title: 'Momentum heading',
      type: 'string',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'momentumTips',
      title: 'Momentum tips',
      description: 'How to keep going after the day, one tip each.',
      type: 'array',
      of: [{ type: 'string' }],
      validation: (rule) => rule.required().min(3).max(8),
    }),
    defineField({
      name: 'habitsHeading',
      title: 'Habits heading',
      type: 'string',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'recommendedHabits',
      title: 'Recommended habits',
      type: 'array',
      of: [
        {
          type: 'object',
          name: 'habit',
          fields: [
            defineField({ name: 'title', type: 'string', validation: (rule) => rule.required().max(60) }),
            defineField({ name: 'text', type: 'text', rows: 2, validation: (rule) => rule.required().max(300) }),
          ],
          preview: { select: { title: 'title', subtitle: 'text' } },
        },
      ],
      validation: (rule) => rule.required().length(3),
    }),
    defineField({
      name: 'invite',
      title: 'Invite a friend',
      type: 'object',
      validation: (rule) => rule.required(),
      fields: [
        defineField({ name: 'heading', type: 'string', validation: (rule) => rule.required().max(80) }),
        defineField({ name: 'text', type: 'text', rows: 2, validation: (rule) => rule.required().max(300) }),
        defineField({
          name: 'buttonLabel',
          title: 'Button label',
          type: 'string',
          validation: (rule) => rule.required().max(40),
        }),
        defineField({
          name: 'shareText',
          title: 'Share message',
          description: 'The text sent with the link to the home page.',
          type: 'text',
          rows: 3,
          validation: (rule) => rule.required().max(280),
        }),
      ],
    }),
  ],
  preview: { prepare: () => ({ title: 'Reflection page extras', subtitle: '/product/reset/reflection' }) },
});
