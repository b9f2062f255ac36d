-- A sign-in link asked for on the login page goes out through the outbox like every other e-mail.
alter table public.email_outbox drop constraint email_outbox_kind_check;
alter table public.email_outbox
  add constraint email_outbox_kind_check check (kind in ('order_confirmation', 'welcome', 'sign_in_link'));

comment on table public.sign_in_links is 'Single-use, expiring sign-in links: in the order confirmation (7 days) and asked for on the login page (1 hour). Written by fulfilment and by the sign-in-link request, consumed by /sign-in.';
