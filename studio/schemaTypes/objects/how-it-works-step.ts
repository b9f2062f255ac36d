import { OlistIcon } from '@sanity/icons';
import { defineType } from 'sanity';

import { line, paragraph } from '../copy-fields';

export const howItWorksStep = defineType({
  name: 'howItWorksStep',
  title: 'Step',
  type: 'object',
  icon: OlistIcon,
  fields: [line('title', 60), paragraph('text', 300)],
  preview: { select: { title: 'title', subtitle: 'text' } },
});
