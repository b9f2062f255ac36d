import 'server-only';

import { sql } from './sql';
import type { Queryable } from './types';

export async function insertMarketingOptIn(
  db: Queryable,
  optIn: { email: string; firstName: string | null },
): Promise<void> {
  // Opting in again refreshes the consent time and keeps one row per address.
  await db.query(sql`
    insert into public.marketing_optins (email, first_name) values (${optIn.email}, ${optIn.firstName})
    on conflict ((lower(email))) do update
      set first_name = coalesce(excluded.first_name, public.marketing_optins.first_name), consented_at = now()
  `);
}
