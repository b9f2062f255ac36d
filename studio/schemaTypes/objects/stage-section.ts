import { DocumentTextIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';

export const stageSection = defineType({
  name: 'stageSection',
  title: 'Stage section',
  type: 'object',
  icon: DocumentTextIcon,
  fields: [
    defineField({ name: 'heading', type: 'string', validation: (rule) => rule.required().max(80) }),
    defineField({ name: 'body', type: 'programmeText', validation: (rule) => rule.required().min(1) }),
  ],
  preview: { select: { title: 'heading' } },
});
