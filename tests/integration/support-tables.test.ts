import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createMember } from '../support/accounts';
import { addContactMessage } from '@/lib/db/contact-messages';
import { insertOrder } from '@/lib/db/orders';
import { sql } from '@/lib/db/sql';
import type { Database } from '@/lib/db/types';
import { withdrawAccess } from '@/lib/orders/fulfil';

import { testDatabases } from '../support/databases';

let counter = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${counter++}`;

describe.each(testDatabases())('tables support staff read, on $name', (engine) => {
  let db: Database & { dispose(): Promise<void> };

  beforeAll(async () => {
    db = await engine.open();
  });
  afterAll(() => db.dispose());

  it('keeps in public only what support acts on; the site’s machinery is in internal', async () => {
    const rows = await db.query<{ schema: string; name: string; kind: string }>(sql`
      select n.nspname as schema, c.relname as name, c.relkind::text as kind from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      where n.nspname in ('public', 'internal') and c.relkind in ('r', 'v')
      order by 1, 2
    `);
    const in_ = (schema: string) => rows.filter((row) => row.schema === schema).map((row) => row.name);
    expect(in_('public')).toEqual([
      'buyers',
      'contact_messages',
      'marketing_optins',
      'members',
      'orders',
      'subscribers',
      'waitlist',
    ]);
    expect(in_('internal')).toEqual(
      expect.arrayContaining([
        'checkouts',
        'email_outbox',
        'member_sessions',
        'pending_credentials',
        'rate_limits',
        'sign_in_links',
        'test_payment_intents',
      ]),
    );
  });

  it('comments every table, view and column of public', async () => {
    const uncommented = await db.query<{ name: string }>(sql`
      select c.relname || coalesce('.' || a.attname, '') as name
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      left join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      where n.nspname = 'public' and c.relkind in ('r', 'v')
        and (obj_description(c.oid, 'pg_class') is null or (a.attname is not null and col_description(c.oid, a.attnum) is null))
    `);
    expect(uncommented).toEqual([]);
  });

  it('makes the buyers view obey the row level security of its tables', async () => {
    const [view] = await db.query<{ options: string[] }>(sql`
      select c.reloptions as options from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relname = 'buyers'
    `);
    expect(view?.options).toContain('security_invoker=true');
  });

  async function paidOrder(memberId: string, email: string, amountCents = 990) {
    const paymentIntentId = unique('pi_test_');
    await insertOrder(db, { paymentIntentId, memberId, email, amountCents, currency: 'eur' });
    return paymentIntentId;
  }

  it('shows one buyer per address whatever its letter case, with orders, refunds and access', async () => {
    const name = unique('Mixed');
    const { member } = await createMember(db, { username: name, email: `${name}@Example.COM` });
    const first = await paidOrder(member.id, `${name}@Example.COM`);
    await paidOrder(member.id, `${name.toUpperCase()}@example.com`, 1290);

    const find = () =>
      db.query<Record<string, unknown>>(sql`select * from public.buyers where email = lower(${`${name}@EXAMPLE.com`})`);
    expect(await find()).toEqual([
      expect.objectContaining({
        email: `${name}@example.com`.toLowerCase(),
        username: name,
        access_open: true,
        access_withdrawn_at: null,
        orders: 2,
        paid_orders: 2,
        refunded_orders: 0,
        paid_cents: 2280,
      }),
    ]);

    expect(await withdrawAccess(db, first, 'refunded')).toBe('kept');
    const [afterOne] = await find();
    expect(afterOne).toMatchObject({ access_open: true, paid_orders: 1, refunded_orders: 1, paid_cents: 1290 });
    expect(String(afterOne?.order_history)).toMatch(/refunded 9\.90 EUR; .* paid 12\.90 EUR$/);
  });

  it('says access is closed once every order is refunded or disputed', async () => {
    const name = unique('refunded');
    const { member } = await createMember(db, { username: name, email: `${name}@example.com` });
    const order = await paidOrder(member.id, `${name}@example.com`);
    expect(await withdrawAccess(db, order, 'disputed')).toBe('revoked');
    const [buyer] = await db.query<Record<string, unknown>>(
      sql`select * from public.buyers where email = ${`${name}@example.com`}`,
    );
    expect(buyer).toMatchObject({ access_open: false, paid_orders: 0, disputed_orders: 1, paid_cents: 0 });
    expect(buyer?.access_withdrawn_at).toBeInstanceOf(Date);
  });

  it('lists an address that has an account but no order', async () => {
    const name = unique('handmade');
    await createMember(db, { username: name, email: `${name}@example.com` });
    const [buyer] = await db.query(sql`select * from public.buyers where email = ${`${name}@example.com`}`);
    expect(buyer).toMatchObject({ username: name, orders: 0, access_open: true, order_history: null });
  });

  it('gives each contact message a status support sets (new, answered, closed) and notes; answering stamps the time', async () => {
    const id = await addContactMessage(db, {
      name: 'Ada',
      email: 'ada@example.com',
      subject: 'About my order',
      message: 'Where is my sign-in e-mail?',
    });
    const read = async () =>
      (
        await db.query<{ status: string; notes: string | null; answeredAt: Date | null }>(
          sql`select status, notes, answered_at as "answeredAt" from public.contact_messages where id = ${id}`,
        )
      )[0];
    expect(await read()).toEqual({ status: 'new', notes: null, answeredAt: null });

    await db.query(sql`update public.contact_messages set notes = 'Resent the link' where id = ${id}`);
    expect(await read()).toMatchObject({ status: 'new', notes: 'Resent the link', answeredAt: null });

    await db.query(sql`update public.contact_messages set status = 'answered' where id = ${id}`);
    const answered = await read();
    expect(answered?.answeredAt).toBeInstanceOf(Date);

    await db.query(sql`update public.contact_messages set status = 'closed' where id = ${id}`);
    expect((await read())?.answeredAt).toEqual(answered?.answeredAt);

    await expect(db.query(sql`update public.contact_messages set status = 'done' where id = ${id}`)).rejects.toThrow();
  });
});
