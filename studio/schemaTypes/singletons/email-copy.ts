import { EnvelopeIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';

/** Copy of the welcome e-mail sent after the confirmation e-mail. */
export const emailCopy = defineType({
  name: 'emailCopy',
  title: 'E-mail copy',
  type: 'document',
  icon: EnvelopeIcon,
  fields: [
    defineField({
      name: 'welcomeSubject',
      title: 'Welcome e-mail subject',
      type: 'string',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'welcomeIntro',
      title: 'Welcome e-mail opening',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required().max(500),
    }),
    defineField({
      name: 'quickStartTips',
      title: 'Quick-start tips',
      type: 'array',
      of: [{ type: 'string' }],
      validation: (rule) => rule.required().min(3).max(8),
    }),
    defineField({
      name: 'signOff',
      title: 'Sign-off',
      type: 'text',
      rows: 2,
      validation: (rule) => rule.required().max(200),
    }),
  ],
  preview: { prepare: () => ({ title: 'E-mail copy' }) },
});
