import { DropIcon } from '@sanity/icons';
import { defineField } from 'sanity';

import { line, object, paragraph, singleton } from '../copy-fields';

const groups = [
  { name: 'guidance', title: 'Guidance', default: true },
  { name: 'calculator', title: 'Calculator' },
];

/** Water guidance and the calculator's copy (the calculation is code); copy states these figures as placeholders. */
export const waterGuidance = singleton('waterGuidance', 'Water guidance', DropIcon, { groups }, [
  line('heading', 80, 'Heading', { group: 'guidance' }),
  paragraph('intro', 300, 'Intro', { group: 'guidance', rows: 2 }),
  object(
    'cleanWaterLitres',
    'Clean water per day (litres)',
    [
      defineField({ name: 'min', type: 'number', validation: (rule) => rule.required().positive() }),
      defineField({
        name: 'max',
        type: 'number',
        validation: (rule) => rule.required().positive().min(rule.valueOfField('min')),
      }),
    ],
    { description: 'Copy states it as {cleanWater}, e.g. "1–2 liters".', group: 'guidance' },
  ),
  object(
    'ph',
    'pH range',
    [
      defineField({ name: 'min', type: 'number', validation: (rule) => rule.required().min(0).max(14) }),
      defineField({
        name: 'max',
        type: 'number',
        validation: (rule) => rule.required().min(rule.valueOfField('min')).max(14),
      }),
    ],
    { description: 'Copy states it as {waterPh}, e.g. "7.0–8.5".', group: 'guidance' },
  ),
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
  object(
    'calculator',
    'Calculator',
    [
      line('heading', 60),
      paragraph('intro', 300, 'Intro', { rows: 2 }),
      line('metricLabel', 20, 'Metric tab'),
      line('imperialLabel', 20, 'Imperial tab'),
      line('weightLabel', 30, 'Weight label'),
      line('heightLabel', 30, 'Height label'),
      line('buttonLabel', 30, 'Button label'),
      line('resultLabel', 60, 'Result label'),
      paragraph('resultNote', 300, 'Note under the result', { rows: 2 }),
    ],
    { group: 'calculator' },
  ),
]);
