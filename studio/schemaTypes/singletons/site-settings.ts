import { defineField, defineType } from 'sanity';

export const siteSettings = defineType({
  name: 'siteSettings',
  title: 'Site settings',
  type: 'document',
  fields: [
    defineField({ name: 'title', title: 'Site title', type: 'string', validation: (rule) => rule.required() }),
    defineField({
      name: 'description',
      title: 'Default meta description',
      type: 'text',
      rows: 3,
      validation: (rule) => rule.required().max(200),
    }),
    defineField({ name: 'hero', title: 'Landing hero', type: 'hero', validation: (rule) => rule.required() }),
  ],
  preview: { prepare: () => ({ title: 'Site settings' }) },
});
