import { ExpandIcon } from '@sanity/icons';
import { defineArrayMember, defineType } from 'sanity';

import { line, list, paragraph } from '../copy-fields';
import { videoLinksField } from './video-link';

/** One panel of an accordion group: a way to do the timeline item, with its concrete tasks. */
export const accordionOption = defineType({
  name: 'accordionOption',
  title: 'Accordion option',
  type: 'object',
  icon: ExpandIcon,
  fields: [
    line('title', 60),
    paragraph('description', 300, 'Description', {
      description: 'One or two sentences shown above the tasks.',
      rows: 2,
    }),
    list('tasks', [defineArrayMember({ type: 'string', validation: (rule) => rule.required().max(300) })], [1, 6]),
    videoLinksField,
  ],
  preview: {
    select: { title: 'title', tasks: 'tasks' },
    prepare: ({ title, tasks }) => ({ title, subtitle: `${(tasks as string[] | undefined)?.length ?? 0} tasks` }),
  },
});
