import { EditIcon } from '@sanity/icons';
import { defineType } from 'sanity';

import { line, required } from '../copy-fields';

/** The reflection journal's answers stay in page memory under these keys; they are never sent. */
export const JOURNAL_KEYS = [
  { title: 'Surprised', value: 'surprised' },
  { title: 'Phone detox', value: 'phoneDetox' },
  { title: 'Most alive', value: 'mostAlive' },
  { title: 'Keep habit', value: 'keepHabit' },
  { title: 'Share with a person', value: 'sharePerson' },
] as const;

export const journalQuestion = defineType({
  name: 'journalQuestion',
  title: 'Journal question',
  type: 'object',
  icon: EditIcon,
  fields: [required('key', 'string', 'Key', { options: { list: [...JOURNAL_KEYS] } }), line('question', 160)],
  preview: { select: { title: 'question', subtitle: 'key' } },
});
