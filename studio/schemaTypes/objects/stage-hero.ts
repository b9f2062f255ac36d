import { BlockElementIcon } from '@sanity/icons';
import { defineType } from 'sanity';

import { line, paragraph } from '../copy-fields';

export const stageHero = defineType({
  name: 'stageHero',
  title: 'Stage hero',
  type: 'object',
  icon: BlockElementIcon,
  fields: [
    line('heading', 80),
    paragraph('intro', 600, 'Intro', { rows: 4 }),
    line('buttonLabel', 60, 'Button label', {
      description: 'Optional. On the welcome stage it scrolls to "What You\'ll Need to Start".',
      optional: true,
    }),
  ],
  preview: { select: { title: 'heading', subtitle: 'intro' } },
});
