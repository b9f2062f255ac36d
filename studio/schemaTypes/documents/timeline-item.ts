import { ClockIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';

import { MEALS } from '../objects/meal';

/** Icon names the screens map to their icon set; an editor picks one per timeline item. */
export const TIMELINE_ICONS = [
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
      options: { filter: 'key in $keys', filterParams: { keys: ['morning', 'midday', 'afternoon'] } },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'order',
      description: 'Position within the stage, from 1.',
      type: 'number',
      validation: (rule) => rule.required().integer().min(1),
    }),
    defineField({
      name: 'time',
      description: '24-hour clock as the screens show it, e.g. 7:00 or 15:35.',
      type: 'string',
      validation: (rule) =>
        rule
          .required()
          .regex(/^([01]?\d|2[0-3]):[0-5]\d$/, { name: 'time' })
          .error('Write the time as H:MM or HH:MM, e.g. 7:00 or 15:35'),
    }),
    defineField({
      name: 'durationMinutes',
      title: 'Duration (minutes)',
      description: 'How long the calendar export blocks for this item.',
      type: 'number',
      validation: (rule) => rule.required().integer().min(1).max(180),
    }),
    defineField({ name: 'title', type: 'string', validation: (rule) => rule.required().max(80) }),
    defineField({
      name: 'icon',
      type: 'string',
      options: { list: [...TIMELINE_ICONS] },
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'description', type: 'programmeText', validation: (rule) => rule.required().min(1) }),
    defineField({
      name: 'videoLinks',
      title: 'Video links',
      type: 'array',
      of: [defineArrayMember({ type: 'videoLink' })],
    }),
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
  orderings: [
    {
      title: 'Day order',
      name: 'dayOrder',
      by: [
        { field: 'stage.order', direction: 'asc' },
        { field: 'order', direction: 'asc' },
      ],
    },
  ],
  preview: {
    select: { title: 'title', time: 'time', stage: 'stage.title' },
    prepare: ({ title, time, stage }) => ({ title: `${time} ${title}`, subtitle: stage }),
  },
});
