import { DocumentTextIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';

import { line } from '../copy-fields';

export const stageSection = defineType({
  name: 'stageSection',
  title: 'Stage section',
  type: 'object',
  icon: DocumentTextIcon,
  fields: [
    line('heading', 80),
    defineField({ name: 'body', type: 'programmeText', validation: (rule) => rule.required().min(1) }),
  ],
  preview: { select: { title: 'heading' } },
});
