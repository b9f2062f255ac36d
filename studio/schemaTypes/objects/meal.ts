import { BasketIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';

import { line, paragraph } from '../copy-fields';

/** The three meals of the day; a stage shows one, a diet plan holds all three. */
export const MEALS = [
  { title: 'Breakfast', value: 'breakfast' },
  { title: 'Lunch', value: 'lunch' },
  { title: 'Dinner', value: 'dinner' },
] as const;

export const meal = defineType({
  name: 'meal',
  title: 'Meal',
  type: 'object',
  icon: BasketIcon,
  fields: [
    line('name', 80),
    paragraph('summary', 200, 'Summary', {
      description: 'The short description the stage screens show beside the diet tabs.',
      rows: 2,
    }),
    defineField({
      name: 'ingredients',
      description: 'One ingredient per line, with its quantity.',
      type: 'array',
      of: [defineArrayMember({ type: 'string', validation: (rule) => rule.required().max(120) })],
      validation: (rule) => rule.required().min(3),
    }),
    defineField({
      name: 'steps',
      title: 'Preparation steps',
      description: 'In order; the checklist download numbers them.',
      type: 'array',
      of: [defineArrayMember({ type: 'string', validation: (rule) => rule.required().max(300) })],
      validation: (rule) => rule.required().min(3),
    }),
  ],
  preview: { select: { title: 'name', subtitle: 'summary' } },
});
