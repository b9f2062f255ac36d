-- Support staff open `public` in a table editor: it keeps what they act on, the site's machinery `internal`.
alter table public.member_sessions set schema internal;
alter table public.checkouts set schema internal;
alter table public.test_payment_intents set schema internal;
alter table public.pending_credentials set schema internal;
alter table public.sign_in_links set schema internal;
alter table public.email_outbox set schema internal;

comment on schema internal is 'Site machinery that support staff need not see: sessions, checkouts, test payments, pending credentials, sign-in links, the e-mail outbox, rate limits, content revalidations. Not exposed through Supabase''s Data API.';

-- The worker issues a sign-in link as it composes the e-mail, so the outbox keeps no token.
update internal.email_outbox set payload = payload - 'signInToken' where payload ? 'signInToken';
comment on column internal.email_outbox.payload is 'What the template needs, never a secret: a sign-in link is issued when the message is composed, and only its hash is stored.';
alter table internal.email_outbox drop constraint email_outbox_kind_check;
alter table internal.email_outbox add constraint email_outbox_kind_check
  check (kind in ('order_confirmation', 'welcome', 'sign_in_link', 'access_withdrawn', 'contact_message'));
comment on table internal.email_outbox is 'E-mails to send (order confirmation, welcome, sign-in link, access withdrawn, contact message for support), delivered with retries. Written in the transaction of the change that causes each.';
comment on column internal.email_outbox.kind is 'Which template: order_confirmation, welcome, sign_in_link, access_withdrawn or contact_message.';

/* Contact messages carry what support needs to work through them. */
alter table public.contact_messages
  add column status text not null default 'new' check (status in ('new', 'answered', 'closed')),
  add column notes text check (length(notes) <= 10000);
update public.contact_messages set status = 'answered' where answered_at is not null;

-- Support changes the status by hand in the table editor; the time it was answered follows.
create function internal.stamp_contact_message_answered() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.status = 'answered' and new.answered_at is null then
    new.answered_at := now();
  end if;
  return new;
end;
$$;

create trigger contact_messages_answered_at
  before update of status on public.contact_messages
  for each row execute function internal.stamp_contact_message_answered();

create index contact_messages_open_idx on public.contact_messages (created_at) where status = 'new';

-- An erased order keeps the amounts and dates accounting needs, without the buyer.
alter table public.orders
  add column access_note text check (length(access_note) <= 2000),
  add column erased_at timestamptz,
  alter column email drop not null,
  alter column member_id drop not null;
alter table public.orders drop constraint orders_member_id_fkey;
alter table public.orders add constraint orders_member_id_fkey
  foreign key (member_id) references public.members (id) on delete set null;
alter table public.orders add constraint orders_erased_check
  check (erased_at is not null or (email is not null and member_id is not null));

comment on table public.members is 'Buyers with access to the members'' area, one per username and per e-mail address (both case-insensitive). Created by a payment or by `npm run member -- create`. Change access only with `npm run member` (revoke, restore), which also ends sessions and notes why on the orders.';
comment on column public.members.id is 'Internal id; orders.member_id points here.';
comment on column public.members.username is 'What the member signs in with: up to ten letters of the e-mail address and a random 7-character suffix.';
comment on column public.members.email is 'The address the member paid with; e-mails go here.';
comment on column public.members.password_hash is 'scrypt$N$r$p$salt$hash (base64url) of the member''s password; the password itself is never stored. Never edit by hand: `npm run member -- reset-password` e-mails a sign-in link instead.';
comment on column public.members.created_at is 'When the account was created.';
comment on column public.members.last_login_at is 'Last successful sign-in (password or e-mailed link); null if never.';
comment on column public.members.revoked_at is 'When access was withdrawn (refund, dispute, `npm run member -- revoke`); null while access is open. The member cannot sign in while it is set.';

comment on table public.orders is 'Paid orders, one per payment. Written when a payment succeeds; a refund or dispute changes status and withdraws access.';
comment on column public.orders.id is 'Order number shown in the confirmation e-mail.';
comment on column public.orders.payment_intent_id is 'The payment at Stripe (pi_…), or a test-mode payment (pi_test_…); search for it in Stripe''s dashboard.';
comment on column public.orders.member_id is 'The member this order gave access to; null once the buyer''s data was erased.';
comment on column public.orders.email is 'The address the buyer paid with; null once erased on request.';
comment on column public.orders.amount_cents is 'Amount charged, in cents (990 = 9.90).';
comment on column public.orders.currency is 'ISO currency of the amount, lower case (eur).';
comment on column public.orders.status is 'paid, refunded (a full refund at Stripe) or disputed (a chargeback was opened); refunded and disputed withdraw access unless the member holds another paid order.';
comment on column public.orders.created_at is 'When the payment was recorded.';
comment on column public.orders.status_changed_at is 'When the order was refunded or disputed.';
comment on column public.orders.access_note is 'Why support withdrew or restored access (`npm run member -- revoke|restore`), dated, newest last.';
comment on column public.orders.erased_at is 'When the buyer''s personal data was erased on request (`npm run member -- erase`); amounts and dates are kept for accounting.';

comment on table public.contact_messages is 'Messages from the contact form, each also e-mailed to the support address with Reply-To set to the sender. Work through the rows whose status is new; set status and notes here.';
comment on column public.contact_messages.id is 'Message number.';
comment on column public.contact_messages.name is 'The name the sender typed.';
comment on column public.contact_messages.subject is 'The subject the sender typed.';
comment on column public.contact_messages.message is 'The message as sent (plain text).';
comment on column public.contact_messages.created_at is 'When the message was sent.';
comment on column public.contact_messages.answered_at is 'When status first became answered (set automatically).';
comment on column public.contact_messages.status is 'new (nobody has answered), answered (a reply was sent) or closed (nothing more to do). Set by support.';
comment on column public.contact_messages.notes is 'Support''s own notes on the message; never shown to the sender.';

comment on column public.subscribers.id is 'Row number.';
comment on column public.subscribers.email is 'The subscribed address.';
comment on column public.subscribers.created_at is 'When the address subscribed.';

comment on column public.waitlist.id is 'Row number.';
comment on column public.waitlist.email is 'The address to tell when the apps launch.';
comment on column public.waitlist.created_at is 'When the address joined the waitlist.';

comment on column public.marketing_optins.id is 'Row number.';
comment on column public.marketing_optins.email is 'The buyer''s address that agreed to receive wellness tips.';
comment on column public.marketing_optins.first_name is 'First name given with the consent, if any.';
comment on column public.marketing_optins.consented_at is 'When consent was given (the latest time, if given again).';

-- buyers: one search finds a buyer; security_invoker keeps Supabase's API roles out through the view too.
create view public.buyers with (security_invoker = true) as
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
             coalesce(' (' || o.access_note || ')', ''),
           '; ' order by o.created_at
         ) as order_history
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
       m.id as member_id
from addresses a
left join public.members m on lower(m.email) = a.email
left join order_totals t on t.email = a.email;

comment on view public.buyers is 'One row per buyer''s e-mail address (lower case): their account, their orders and refunds, and whether access is open. Search by email; read-only.';
comment on column public.buyers.email is 'The address, in lower case (search with lower case too).';
comment on column public.buyers.username is 'The member''s username; null if the address has orders but no account.';
comment on column public.buyers.access_open is 'true if the member can sign in now.';
comment on column public.buyers.access_withdrawn_at is 'When access was withdrawn (refund, dispute or support); null while open.';
comment on column public.buyers.orders is 'Number of orders with this address.';
comment on column public.buyers.paid_orders is 'Orders still paid (not refunded or disputed).';
comment on column public.buyers.refunded_orders is 'Orders fully refunded.';
comment on column public.buyers.disputed_orders is 'Orders with a dispute (chargeback).';
comment on column public.buyers.paid_cents is 'Total of the paid orders, in cents.';
comment on column public.buyers.last_order_at is 'When the latest order was paid.';
comment on column public.buyers.order_history is 'Every order, oldest first: date (UTC), status, amount, currency, and support''s note in brackets.';
comment on column public.buyers.member_since is 'When the account was created.';
comment on column public.buyers.last_login_at is 'The member''s last sign-in; null if never.';
comment on column public.buyers.member_id is 'The member''s internal id (members.id).';
