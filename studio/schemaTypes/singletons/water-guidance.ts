import { DropIcon } from '@sanity/icons';
import { defineField } from 'sanity';

import { line, number, object, paragraph, singleton } from '../copy-fields';

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
    { description: 'Copy states it as {cleanWater}, e.g. "1–2 liters".', group: 'guidance' },
    [
      number('min', undefined, (rule) => rule.positive()),
      number('max', undefined, (rule) => rule.positive().min(rule.valueOfField('min'))),
    ],
  ),
  object('ph', 'pH range', { description: 'Copy states it as {waterPh}, e.g. "7.0–8.5".', group: 'guidance' }, [
    number('min', undefined, (rule) => rule.min(0).max(14)),
    number('max', undefined, (rule) => rule.min(rule.valueOfField('min')).max(14)),
  ]),
  number('sodiumMaxMgPerLitre', 'Sodium below (mg/L)', (rule) => rule.positive(), {
    description: 'Copy states it as {sodiumLimit}, e.g. "20 mg/L".',
    group: 'guidance',
  }),
  number('wakeUpMl', 'Water on waking (ml)', (rule) => rule.integer().positive(), {
    description: 'Copy states it as {waterOnWaking}, e.g. "500 ml".',
    group: 'guidance',
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
  object('calculator', 'Calculator', { group: 'calculator' }, [
    line('heading', 60),
    paragraph('intro', 300, 'Intro', { rows: 2 }),
    line('metricLabel', 20, 'Metric tab'),
    line('imperialLabel', 20, 'Imperial tab'),
    line('weightLabel', 30, 'Weight label'),
    line('heightLabel', 30, 'Height label'),
    line('buttonLabel', 30, 'Button label'),
    line('resultLabel', 60, 'Result label'),
    paragraph('resultNote', 300, 'Note under the result', { rows: 2 }),
  ]),
]);
