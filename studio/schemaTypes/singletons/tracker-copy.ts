import { CheckmarkCircleIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';

/** Copy of the printable 7-day tracker (/daily-reset-tracker). The number of sheets and note lines is code. */
export const trackerCopy = defineType({
  name: 'trackerCopy',
  title: 'Tracker copy',
  type: 'document',
  icon: CheckmarkCircleIcon,
  fields: [
    defineField({ name: 'heading', type: 'string', validation: (rule) => rule.required().max(80) }),
    defineField({ name: 'intro', type: 'text', rows: 2, validation: (rule) => rule.required().max(300) }),
    defineField({
      name: 'instructions',
      type: 'array',
      of: [{ type: 'string' }],
      validation: (rule) => rule.required().min(1).max(6),
    }),
    defineField({
      name: 'sections',
      description: 'Morning, midday and evening, in that order.',
      type: 'array',
      of: [{ type: 'trackerSection' }],
      validation: (rule) =>
        rule
          .required()
          .length(3)
          .custom((sections) => {
            const periods = (sections ?? []).map((section) => (section as { period?: string }).period).join(',');
            return periods === 'morning,midday,evening'
              ? true
              : 'Sections must be morning, midday and evening, in order';
          }),
    }),
    defineField({
      name: 'notesLabel',
      title: 'Notes label',
      type: 'string',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: 'printLabel',
      title: 'Print button',
      type: 'string',
      validation: (rule) => rule.required().max(30),
    }),
    defineField({
      name: 'pdfLabel',
      title: 'PDF button',
      type: 'string',
      validation: (rule) => rule.required().max(30),
    }),
    defineField({
      name: 'htmlLabel',
      title: 'HTML button',
      type: 'string',
      validation: (rule) => rule.required().max(30),
    }),
  ],
  preview: { prepare: () => ({ title: 'Tracker copy', subtitle: '/daily-reset-tracker' }) },
});
