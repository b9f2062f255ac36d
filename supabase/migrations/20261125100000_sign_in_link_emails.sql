/*
 * A member who lost the password asks for a sign-in link on the login page
 * (or at checkout, when the address has access already); the link goes out
 * through the outbox like every other e-mail, as kind 'sign_in_link'.
 * sign_in_links now holds those too: they work once, within 1 hour.
 */
alter table public.email_outbox drop constraint email_outbox_kind_check;
alter table public.email_outbox
  add constraint email_outbox_kind_check check (kind in ('order_confirmation', 'welcome', 'sign_in_link'));

comment on table public.sign_in_links is 'Single-use, expiring sign-in links: in the order confirmation (7 days) and asked for on the login page (1 hour). Written by fulfilment and by the sign-in-link request, consumed by /sign-in.';
