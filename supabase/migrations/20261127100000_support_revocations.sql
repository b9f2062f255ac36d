-- A new payment may lift a refund's withdrawal of access, never support's.
alter table public.members
  add column revoked_by text check (revoked_by in ('payment', 'support')),
  add constraint members_revoked_by_when_revoked check ((revoked_at is null) = (revoked_by is null));

-- Withdrawals made before this column: a member with a refunded or disputed order lost access through it.
update public.members m set revoked_by = case
    when exists (select 1 from public.orders o where o.member_id = m.id and o.status in ('refunded', 'disputed'))
      then 'payment'
    else 'support'
  end
where m.revoked_at is not null;

comment on column public.members.revoked_by is 'Who withdrew access: payment (a refund or dispute; a new payment restores it) or support (`npm run member -- revoke`; only `restore` reopens it). Null while access is open.';

alter table public.orders
  add column held_for_support boolean not null default false;

comment on column public.orders.held_for_support is 'true when this payment arrived while support had withdrawn the account''s access: it gave no access. Restore access (`npm run member -- restore`) or refund the payment, then note it here.';

alter table internal.email_outbox drop constraint email_outbox_kind_check;
alter table internal.email_outbox add constraint email_outbox_kind_check
  check (kind in ('order_confirmation', 'welcome', 'sign_in_link', 'access_withdrawn', 'contact_message', 'payment_held'));
comment on column internal.email_outbox.kind is 'Which template: order_confirmation, welcome, sign_in_link, access_withdrawn, contact_message or payment_held (for support).';

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
         count(*) filter (where o.held_for_support and o.status = 'paid')::int as payments_held
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
       case when m.revoked_at is not null then coalesce(t.payments_held, 0) else 0 end as payments_held
from addresses a
left join public.members m on lower(m.email) = a.email
left join order_totals t on t.email = a.email;

comment on column public.buyers.order_history is 'Every order, oldest first: date (UTC), status, amount, currency, HELD FOR SUPPORT when it gave no access, and support''s note in brackets.';
comment on column public.buyers.access_withdrawn_by is 'payment (refund or dispute) or support; null while access is open.';
comment on column public.buyers.payments_held is 'Paid orders that arrived while support had withdrawn access and are still waiting: restore access or refund them.';
