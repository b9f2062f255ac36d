import 'server-only';

import type { ContactInput } from '../validation/forms';
import { sql } from './sql';
import type { Queryable } from './types';

/** Stores one contact-form message and returns its id; the row is committed before this resolves. */
export async function addContactMessage(db: Queryable, input: ContactInput): Promise<string> {
  const rows = await db.query<{ id: string }>(sql`
    insert into public.contact_messages (name, email, subject, message)
    values (${input.name}, ${input.email}, ${input.subject}, ${input.message})
    returning id::text
  `);
  const id = rows[0]?.id;
  if (!id) throw new Error('Storing the contact message returned no row.');
  return id;
}

/** How many messages besides `id` nobody has answered yet (status new). */
export async function otherOpenContactMessages(db: Queryable, id: string): Promise<number> {
  const rows = await db.query<{ n: number }>(sql`
    select count(*)::int as n from public.contact_messages where status = 'new' and id <> ${id}
  `);
  return rows[0]?.n ?? 0;
}
