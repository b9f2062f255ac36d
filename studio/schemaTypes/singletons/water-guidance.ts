import { DropIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';

/**
 * Water guidance and the calculator's copy. The calculation itself (35 ml per kg, …) is code.
 * The guidance figures are stated once, here: copy anywhere writes {waterOnWaking}, {cleanWater},
 * {waterPh} or {sodiumLimit}, and the site fills them in (web/lib/content/figures.ts).
 */
export const waterGuidance = defineType({
  name: 'waterGuidance',
  title: 'Water guidance',
  type: 'document',
  icon: DropIcon,
  groups: [
    { name: 'guidance', title: 'Guidance', default: true },
    { name: 'calculator', title: 'Calculator' },
  ],
  fields: [
    defineField({ name: 'heading', type: 'string', group: 'guidance', validation: (rule) => rule.required().max(80) }),
    defineField({
      name: 'intro',
      type: 'text',
      rows: 2,
      group: 'guidance',
      validation: (rule) => rule.required().max(300),
    }),
    defineField({
      name: 'cleanWaterLitres',
      title: 'Clean water per day (litres)',
      description: 'Copy states it as {cleanWater}, e.g. "1–2 liters".',
      type: 'object',
      group: 'guidance',
      validation: (rule) => rule.required(),
      fields: [
        defineField({ name: 'min', type: 'number', validation: (rule) => rule.required().positive() }),
        defineField({
          name: 'max',
          type: 'number',
          validation: (rule) => rule.required().positive().min(rule.valueOfField('min')),
        }),
      ],
    }),
    defineField({
      name: 'ph',
      title: 'pH range',
      description: 'Copy states it as {waterPh}, e.g. "7.0–8.5".',
      type: 'object',
      group: 'guidance',
      validation: (rule) => rule.required(),
      fields: [
        defineField({ name: 'min', type: 'number', validation: (rule) => rule.required().min(0).max(14) }),
        defineField({
          name: 'max',
          type: 'number',
          validation: (rule) => rule.required().min(rule.valueOfField('min')).max(14),
        }),
      ],
    }),
    defineField({
      name: 'sodiumMaxMgPerLitre',
      title: 'Sodium below (mg/L)',
      description: 'Copy states it as {sodiumLimit}, e.g. "20 mg/L".',
      type: 'number',
      group: 'guidance',
      validation: (rule) => rule.required().positive(),
    }),
    defineField({
      name: 'wakeUpMl',
      title: 'Water on waking (ml)',
      description: 'Copy states it as {waterOnWaking}, e.g. "500 ml".',
      type: 'number',
      group: 'guidance',
      validation: (rule) => rule.required().integer().positive(),
    }),
    defineField({
      name: 'tips',
      description:
        'The guidance under the calculator, one line each. State the figures above with their placeholders, e.g. "Drink {waterOnWaking} of water on waking".',
      type: 'array',
      of: [{ type: 'string' }],
      group: 'guidance',
      validation: (rule) => rule.max(6),
    }),
    defineField({
      name: 'calculator',
      type: 'object',
      group: 'calculator',
      validation: (rule) => rule.required(),
      fields: [
        defineField({ name: 'heading', type: 'string', validation: (rule) => rule.required().max(60) }),
        defineField({ name: 'intro', type: 'text', rows: 2, validation: (rule) => rule.required().max(300) }),
        defineField({
          name: 'metricLabel',
          title: 'Metric tab',
          type: 'string',
          validation: (rule) => rule.required().max(20),
        }),
        defineField({
          name: 'imperialLabel',
          title: 'Imperial tab',
          type: 'string',
          validation: (rule) => rule.required().max(20),
        }),
        defineField({
          name: 'weightLabel',
          title: 'Weight label',
          type: 'string',
          validation: (rule) => rule.required().max(30),
        }),
        defineField({
          name: 'heightLabel',
          title: 'Height label',
          type: 'string',
          validation: (rule) => rule.required().max(30),
        }),
        defineField({
          name: 'buttonLabel',
          title: 'Button label',
          type: 'string',
          validation: (rule) => rule.required().max(30),
        }),
        defineField({
          name: 'resultLabel',
          title: 'Result label',
          type: 'string',
          validation: (rule) => rule.required().max(60),
        }),
        defineField({
          name: 'resultNote',
          title: 'Note under the result',
          type: 'text',
          rows: 2,
          validation: (rule) => rule.required().max(300),
        }),
      ],
    }),
  ],
  preview: { prepare: () => ({ title: 'Water guidance' }) },
});
