import { BlockElementIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';

export const stageHero = defineType({
  name: 'stageHero',
  title: 'Stage hero',
  type: 'object',
  icon: BlockElementIcon,
  fields: [
    defineField({ name: 'heading', type: 'string', validation: (rule) => rule.required().max(80) }),
    defineField({ name: 'intro', type: 'text', rows: 4, validation: (rule) => rule.required().max(600) }),
    defineField({
      name: 'buttonLabel',
      title: 'Button label',
      description: 'Optional. On the welcome stage it scrolls to "What You\'ll Need to Start".',
      type: 'string',
      validation: (rule) => rule.max(60),
    }),
  ],
  preview: { select: { title: 'heading', subtitle: 'intro' } },
});
