import { SunIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType, type Rule, type ValidationContext } from 'sanity';

import { line, orderField } from '../copy-fields';
import { MEALS } from '../objects/meal';
import { timeOfDayField, type TimeWindow } from '../time-of-day';
import { stageWindowRule } from './timeline-rules';
import { keyField } from './unique-key';

/** The five stages of the day, in the order a member walks through them (/product/reset/{key}). */
export const STAGE_KEYS = [
  { title: 'Welcome & Prep', value: 'welcome' },
  { title: 'Morning', value: 'morning' },
  { title: 'Midday', value: 'midday' },
  { title: 'Afternoon + Evening', value: 'afternoon' },
  { title: 'Final Reflection', value: 'reflection' },
] as const;

type StageKey = (typeof STAGE_KEYS)[number]['value'];

export const TIMELINE_STAGES: StageKey[] = ['morning', 'midday', 'afternoon'];

/** Fields that only some stages show are hidden elsewhere, and required where they show unless `optional`. */
function onStages(
  keys: StageKey[],
  { optional, ...field }: { name: string; type: string; optional?: boolean } & Record<string, unknown>,
  check = (rule: Rule) => rule,
) {
  const isShown = (document: ValidationContext['document'] | undefined) => keys.includes(document?.key as StageKey);
  const required = (value: unknown, context: ValidationContext) =>
    !isShown(context.document) || (value !== undefined && value !== null && value !== '') || 'Required';
  return defineField({
    ...field,
    hidden: ({ document }: { document?: ValidationContext['document'] }) => !isShown(document),
    validation: (rule: Rule) => check(optional ? rule : rule.custom(required)),
  });
}

const welcomeSection = (name: string, title: string, description?: string) =>
  onStages(['welcome'], { name, title, description, type: 'stageSection', group: 'welcome' });

export const programmeStage = defineType({
  name: 'programmeStage',
  title: 'Programme stage',
  type: 'document',
  icon: SunIcon,
  groups: [
    { name: 'screen', title: 'Screen', default: true },
    { name: 'welcome', title: 'Welcome' },
    { name: 'meals', title: 'Meals' },
    { name: 'reflection', title: 'Reflection' },
  ],
  fields: [
    {
      ...keyField(STAGE_KEYS),
      description: 'The stage the screen /product/reset/{key} shows. One document per key.',
      group: 'screen',
    },
    orderField('Position in the day, 1 (welcome) to 5 (reflection).', 1, 5, 'screen'),
    line('title', 60, 'Title', {
      description: 'The stage name used in navigation and the printable guide, e.g. "Morning Routine".',
      group: 'screen',
    }),
    defineField({ name: 'hero', type: 'stageHero', group: 'screen', validation: (rule) => rule.required() }),
    onStages(
      TIMELINE_STAGES,
      {
        name: 'timelineHeading',
        title: 'Timeline heading',
        description:
          'E.g. "Morning Timeline". The screen and the printable guide add the window below: "Morning Timeline (7:00 – 10:15 AM)".',
        type: 'string',
        group: 'screen',
      },
      (rule) =>
        rule
          .max(60)
          .custom((heading) =>
            typeof heading === 'string' && /\d:\d\d/.test(heading)
              ? 'Leave the times out: the site adds the window from the fields below.'
              : true,
          ),
    ),
    onStages(
      TIMELINE_STAGES,
      {
        name: 'window',
        title: 'Time window',
        description:
          'When the stage runs. Its timeline items must start inside it; the first stage’s start and the last one’s end are the day’s hours, which copy states as {dayStart}, {dayEnd} and {dayHours}. Members may move their day to start later or earlier (Members’ area → Dashboard); every time then moves with it. Copy writes any other time of the day as {at:21:30}, so that it moves too.',
        type: 'object',
        group: 'screen',
        options: { columns: 2 },
        fields: [
          timeOfDayField({ name: 'start', description: 'E.g. 07:00.' }),
          timeOfDayField({ name: 'end', description: 'E.g. 10:15. The next stage may start here.' }),
        ],
      },
      (rule) => rule.custom((window: TimeWindow | undefined, context) => stageWindowRule(window, context)),
    ),
    welcomeSection('introSection', 'What is the programme?'),
    welcomeSection(
      'preparationSection',
      "What you'll need to start",
      'Introduces the food-style picker, the checklists, the printable guide and the water calculator.',
    ),
    welcomeSection('readySection', 'Ready to reset?', 'The last section; its button is the next step below.'),
    onStages(
      ['welcome'],
      {
        name: 'supplementSafetyNote',
        title: 'Supplement safety note',
        description: 'Shown with the supplements checklist. The product does not sell supplements.',
        type: 'text',
        rows: 3,
        group: 'welcome',
      },
      (rule) => rule.max(400),
    ),
    onStages(TIMELINE_STAGES, {
      name: 'meal',
      description: 'Which meal of each diet plan this screen shows.',
      type: 'string',
      group: 'meals',
      options: { list: [...MEALS], layout: 'radio' },
    }),
    onStages(
      TIMELINE_STAGES,
      {
        name: 'mealHeading',
        title: 'Meal section heading',
        description: 'E.g. "Your Lunch Options". Breakfast, lunch and dinner timeline items link here.',
        type: 'string',
        group: 'meals',
      },
      (rule) => rule.max(80),
    ),
    onStages(TIMELINE_STAGES, { name: 'mealTip', title: 'Meal tip', type: 'text', rows: 2, group: 'meals' }, (rule) =>
      rule.max(300),
    ),
    onStages(
      TIMELINE_STAGES,
      {
        name: 'fallbackMealSummary',
        title: 'Fallback meal summary',
        description: "Shown instead of a plan's summary if a diet type has no plan. Optional.",
        type: 'text',
        rows: 2,
        group: 'meals',
        optional: true,
      },
      (rule) => rule.max(200),
    ),
    onStages(TIMELINE_STAGES, {
      name: 'closingMessage',
      title: 'Closing message',
      description: 'Shown after the meal section, e.g. that the reset is complete. Optional.',
      type: 'stageSection',
      group: 'screen',
      optional: true,
    }),
    onStages(
      ['reflection'],
      {
        name: 'journalQuestions',
        title: 'Journal questions',
        type: 'array',
        group: 'reflection',
        of: [defineArrayMember({ type: 'journalQuestion' })],
      },
      (rule) =>
        rule.length(5).custom((questions: { key?: string }[] | undefined) => {
          const keys = (questions ?? []).map((question) => question.key);
          return new Set(keys).size === keys.length || 'Each journal key may appear only once';
        }),
    ),
    line('nextStepLabel', 60, 'Next-step button label', {
      description: 'E.g. "Continue to the Midday Reset".',
      group: 'screen',
    }),
    defineField({
      name: 'nextStepHref',
      title: 'Next-step button link',
      description: 'A path on this site, e.g. /product/reset/midday.',
      type: 'string',
      group: 'screen',
      validation: (rule) =>
        rule
          .required()
          .regex(/^\/[a-z0-9/-]*$/, { name: 'site path' })
          .error('Use a path on this site that starts with "/"'),
    }),
  ],
  orderings: [{ title: 'Day order', name: 'order', by: [{ field: 'order', direction: 'asc' }] }],
  preview: {
    select: { title: 'title', heading: 'hero.heading', key: 'key' },
    prepare: ({ title, heading, key }) => ({ title, subtitle: `/product/reset/${key} · ${heading ?? ''}` }),
  },
});
