import { LemonIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';

import { line, orderField, paragraph } from '../copy-fields';
import { keyField } from './unique-key';

/** The five food styles, in tab order; the preparation page and each stage screen start on omni. */
export const DIET_KEYS = [
  { title: 'Omnivore', value: 'omni' },
  { title: 'Vegetarian', value: 'vegetarian' },
  { title: 'Vegan', value: 'vegan' },
  { title: 'Gluten-free', value: 'gluten-free' },
  { title: 'Keto', value: 'keto' },
] as const;

const tabLabel = (name: string, title: string) => line(name, 20, title, { fieldset: 'tabs' });

export const dietPlan = defineType({
  name: 'dietPlan',
  title: 'Diet plan',
  type: 'document',
  icon: LemonIcon,
  fieldsets: [
    {
      name: 'tabs',
      title: 'Tab labels on the stage screens',
      description: 'Keto reads "Keto" at breakfast and "Low-Carb" at lunch and dinner.',
      options: { columns: 3 },
    },
  ],
  fields: [
    keyField(DIET_KEYS),
    orderField('Tab position, 1 (omni) to 5 (keto).', 1, 5),
    line('name', 40),
    paragraph('description', 300),
    tabLabel('breakfastTabLabel', 'Breakfast tab'),
    tabLabel('lunchTabLabel', 'Lunch tab'),
    tabLabel('dinnerTabLabel', 'Dinner tab'),
    defineField({ name: 'breakfast', type: 'meal', validation: (rule) => rule.required() }),
    defineField({ name: 'lunch', type: 'meal', validation: (rule) => rule.required() }),
    defineField({ name: 'dinner', type: 'meal', validation: (rule) => rule.required() }),
  ],
  orderings: [{ title: 'Tab order', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: { select: { title: 'name', subtitle: 'description' } },
});
