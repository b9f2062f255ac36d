import { CheckmarkCircleIcon } from '@sanity/icons';
import { defineType } from 'sanity';

import { line, lines, paragraph } from '../copy-fields';

/** One block of the "what's included" list on /what-you-get. */
export const featureSection = defineType({
  name: 'featureSection',
  title: 'Included section',
  type: 'object',
  icon: CheckmarkCircleIcon,
  fields: [line('title', 60), paragraph('text', 400), lines('points', 1, 8)],
  preview: { select: { title: 'title', subtitle: 'text' } },
});
