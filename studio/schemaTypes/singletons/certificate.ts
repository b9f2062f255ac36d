import { StarIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';

/** The choices of the certificate generator on the reflection page. */
export const certificate = defineType({
  name: 'certificate',
  title: 'Certificate',
  type: 'document',
  icon: StarIcon,
  fields: [
    defineField({ name: 'heading', type: 'string', validation: (rule) => rule.required().max(80) }),
    defineField({ name: 'intro', type: 'text', rows: 2, validation: (rule) => rule.required().max(300) }),
    defineField({
      name: 'titles',
      description: 'The titles a buyer can give themselves.',
      type: 'array',
      of: [{ type: 'string' }],
      validation: (rule) => rule.required().length(8).unique(),
    }),
    defineField({
      name: 'quotes',
      description: 'The quotes a buyer can put on the certificate, with their punctuation.',
      type: 'array',
      of: [{ type: 'string' }],
      validation: (rule) => rule.required().length(6).unique(),
    }),
    defineField({
      name: 'buttonLabel',
      title: 'Button label',
      type: 'string',
      validation: (rule) => rule.required().max(40),
    }),
  ],
  preview: { prepare: () => ({ title: 'Certificate' }) },
});
