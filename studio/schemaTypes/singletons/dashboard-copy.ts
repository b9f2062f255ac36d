import { DashboardIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';

/** Copy of the members' dashboard. The greeting adds the member's username. */
export const dashboardCopy = defineType({
  name: 'dashboardCopy',
  title: 'Dashboard copy',
  type: 'document',
  icon: DashboardIcon,
  fields: [
    defineField({
      name: 'greeting',
      description: 'Followed by the username, e.g. "Welcome back, anna".',
      type: 'string',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({ name: 'intro', type: 'text', rows: 2, validation: (rule) => rule.required().max(300) }),
    defineField({
      name: 'donationNote',
      title: 'Donation note',
      type: 'string',
      validation: (rule) => rule.required().max(160),
    }),
    defineField({
      name: 'cards',
      type: 'array',
      of: [{ type: 'moduleCard' }],
      validation: (rule) => rule.required().length(3),
    }),
    defineField({
      name: 'guide',
      title: 'Guide download',
      type: 'object',
      validation: (rule) => rule.required(),
      fields: [
        defineField({ name: 'heading', type: 'string', validation: (rule) => rule.required().max(80) }),
        defineField({ name: 'text', type: 'text', rows: 2, validation: (rule) => rule.required().max(300) }),
        defineField({
          name: 'highlights',
          description: 'What the guide holds, one line each.',
          type: 'array',
          of: [{ type: 'string' }],
          validation: (rule) => rule.required().min(1).max(6),
        }),
        defineField({
          name: 'buttonLabel',
          title: 'Button label',
          type: 'string',
          validation: (rule) => rule.required().max(40),
        }),
      ],
    }),
    defineField({
      name: 'logoutLabel',
      title: 'Logout button label',
      type: 'string',
      validation: (rule) => rule.required().max(20),
    }),
  ],
  preview: { prepare: () => ({ title: 'Dashboard copy', subtitle: '/dashboard' }) },
});
