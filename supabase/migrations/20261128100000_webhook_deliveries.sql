-- Written in the transaction of the delivery's effect: a delivery whose work failed is not recorded.
create table internal.webhook_deliveries (
  sender text not null check (sender in ('sanity', 'stripe')),
  delivery_id text not null check (length(delivery_id) between 1 and 255),
  accepted_until timestamptz not null,
  received_at timestamptz not null default now(),
  primary key (sender, delivery_id)
);

comment on table internal.webhook_deliveries is 'Webhook deliveries acted on, one row each, so that a replay changes nothing. Written by POST /api/revalidate and POST /api/webhooks/stripe with the delivery''s effect; deleted minutes after its signature expires.';
comment on column internal.webhook_deliveries.sender is 'Who signed it: sanity (content changes) or stripe (payment events).';
comment on column internal.webhook_deliveries.delivery_id is 'From what the signature covers: Stripe''s event id (evt_…), or for Sanity the SHA-256 (base64url) of the signed timestamp and body. A retry by Stripe carries the same event id under a new signature.';
comment on column internal.webhook_deliveries.accepted_until is 'When the latest signature of this delivery seen stops being accepted (its timestamp plus the 5-minute tolerance); a replay after it is refused anyway.';
comment on column internal.webhook_deliveries.received_at is 'When the delivery was first acted on.';

create index webhook_deliveries_accepted_until_idx on internal.webhook_deliveries (accepted_until);

alter table internal.webhook_deliveries enable row level security;
