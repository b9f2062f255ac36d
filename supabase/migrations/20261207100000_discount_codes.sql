-- Discount codes are content (the studio); what was charged with one, and how often each was used, is here.
alter table internal.checkouts add column discount_code text, add column discount_cents integer;
alter table internal.test_payment_intents add column discount_code text;
alter table public.orders add column discount_code text;
comment on column public.orders.discount_code is 'The discount code this order was paid with; null at the full price.';

-- One row per payment a code was used for, taken when the buyer pressed Pay: the code's limit counts these.
create table internal.discount_redemptions (
  payment_intent_id text primary key,
  code text not null,
  redeemed_at timestamptz not null default now()
);
create index discount_redemptions_code_idx on internal.discount_redemptions (code);
alter table internal.discount_redemptions enable row level security;
comment on table internal.discount_redemptions is 'Payments that used a discount code, one row each, taken at Pay and given back if the card is declined.';

create or replace view public.buyers with (security_invoker = true) as
with addresses as (
  select lower(email) as email from public.members
  union
  select lower(email) from public.orders where email is not null
),
order_totals as (
  select lower(o.email) as email,
         count(*)::int as orders,
         count(*) filter (where o.status = 'paid')::int as paid_orders,
         count(*) filter (where o.status = 'refunded')::int as refunded_orders,
         count(*) filter (where o.status = 'disputed')::int as disputed_orders,
         coalesce(sum(o.amount_cents) filter (where o.status = 'paid'), 0)::int as paid_cents,
         max(o.created_at) as last_order_at,
         string_agg(
           to_char(o.created_at at time zone 'UTC', 'YYYY-MM-DD') || ' ' || o.status || ' ' ||
             to_char(o.amount_cents / 100.0, 'FM999990.00') || ' ' || upper(o.currency) ||
             case when o.held_for_support then ' HELD FOR SUPPORT' else '' end ||
             coalesce(' (' || o.access_note || ')', ''),
           '; ' order by o.created_at
         ) as order_history,
         count(*) filter (where o.held_for_support and o.status = 'paid')::int as payments_held,
         string_agg(o.discount_code, ', ' order by o.created_at) as discount_codes
  from public.orders o
  where o.email is not null
  group by lower(o.email)
)
select a.email,
       m.username,
       (m.id is not null and m.revoked_at is null) as access_open,
       m.revoked_at as access_withdrawn_at,
       coalesce(t.orders, 0) as orders,
       coalesce(t.paid_orders, 0) as paid_orders,
       coalesce(t.refunded_orders, 0) as refunded_orders,
       coalesce(t.disputed_orders, 0) as disputed_orders,
       coalesce(t.paid_cents, 0) as paid_cents,
       t.last_order_at,
       t.order_history,
       m.created_at as member_since,
       m.last_login_at,
       m.id as member_id,
       m.revoked_by as access_withdrawn_by,
       -- Only while access is still withdrawn: a restore answers the held payments.
       case when m.revoked_at is not null then coalesce(t.payments_held, 0) else 0 end as payments_held,
       t.discount_codes
from addresses a
left join public.members m on lower(m.email) = a.email
left join order_totals t on t.email = a.email;

comment on column public.buyers.discount_codes is 'The discount codes the orders were paid with, oldest first; null when none was.';
