import { ClockIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';

import { line, number, required } from '../copy-fields';
import { MEALS } from '../objects/meal';
import { videoLinksField } from '../objects/video-link';
import { timeOfDayRule } from '../time-of-day';
import { TIMELINE_STAGES } from './programme-stage';
import { noOtherItemAtThisTime, withinStageWindow } from './timeline-rules';

/** Icon names the screens map to their icon set; an editor picks one per timeline item. */
const TIMELINE_ICONS = [
  'sun',
  'droplet',
  'activity',
  'footprints',
  'brain',
  'utensils',
  'pill',
  'sparkles',
  'zap',
  'dumbbell',
  'shower',
  'heart',
  'wind',
  'leaf',
  'users',
  'gift',
  'image',
  'moon',
  'book',
] as const;

export const timelineItem = defineType({
  name: 'timelineItem',
  title: 'Timeline item',
  type: 'document',
  icon: ClockIcon,
  fields: [
    defineField({
      name: 'stage',
      type: 'reference',
      to: [{ type: 'programmeStage' }],
      description: 'The screen it appears on. Its time must lie inside that stage’s window.',
      options: { filter: 'key in $keys', filterParams: { keys: TIMELINE_STAGES } },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'time',
      description:
        "When the step starts, on the 24-hour clock with two-digit hours (07:00, 15:35), inside its stage's window. The timeline is ordered by it; the screens show 7:00.",
      type: 'string',
      placeholder: '07:00',
      // Separate rules: a rule's .error() message would replace the custom rules' own messages.
      validation: (rule) => [
        timeOfDayRule(rule.required()),
        rule.custom(withinStageWindow),
        rule.custom(noOtherItemAtThisTime),
      ],
    }),
    number('durationMinutes', 'Duration (minutes)', (rule) => rule.integer().min(1).max(180), {
      description: 'How long the calendar export blocks for this item.',
    }),
    line('title', 80),
    required('icon', 'string', 'Icon', { options: { list: [...TIMELINE_ICONS] } }),
    defineField({ name: 'description', type: 'programmeText', validation: (rule) => rule.required().min(1) }),
    videoLinksField,
    defineField({
      name: 'jumpToMeal',
      title: 'Link to meal section',
      description: "For meal items: a link that scrolls to this screen's meal section.",
      type: 'string',
      options: { list: [...MEALS], layout: 'radio' },
    }),
    defineField({
      name: 'jumpLabel',
      title: 'Meal link label',
      type: 'string',
      hidden: ({ parent }) => !(parent as { jumpToMeal?: string } | undefined)?.jumpToMeal,
      validation: (rule) =>
        rule
          .max(60)
          .custom(
            (label, context) =>
              !(context.parent as { jumpToMeal?: string } | undefined)?.jumpToMeal ||
              Boolean(label) ||
              'A meal link needs a label',
          ),
    }),
    defineField({
      name: 'accordionGroup',
      title: 'Options accordion',
      description: 'Optional ways to do this item, shown as an accordion under the description.',
      type: 'reference',
      to: [{ type: 'accordionGroup' }],
    }),
    defineField({
      name: 'extraContent',
      title: 'Extra content',
      description: 'Optional further guidance shown only with this item, e.g. the cold-shower protocol.',
      type: 'programmeText',
    }),
  ],
  // Time order is day order: the stages' windows follow one another.
  orderings: [{ title: 'Time of day', name: 'time', by: [{ field: 'time', direction: 'asc' }] }],
  preview: {
    select: { title: 'title', time: 'time', stage: 'stage.title' },
    prepare: ({ title, time, stage }) => ({ title: `${time ?? '--:--'} ${title ?? ''}`, subtitle: stage }),
  },
});
