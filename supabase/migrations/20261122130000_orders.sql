-- checkouts: binds each payment intent to the browser that started it and the amount the server decided.
create table public.checkouts (
  payment_intent_id text primary key,
  email text not null check (length(email) <= 254),
  amount_cents integer not null check (amount_cents > 0),
  currency text not null check (currency ~ '^[a-z]{3}$'),
  browser_key_hash text not null,
  created_at timestamptz not null default now()
);

comment on table public.checkouts is 'Payment intents created by the checkout, bound to the browser that created them. Written by POST /api/create-payment-intent.';
comment on column public.checkouts.browser_key_hash is 'SHA-256 of the key in the buyer''s sealed checkout cookie; only that browser may read the credentials.';

alter table public.checkouts enable row level security;

-- test_payment_intents: the test-mode provider's, standing in for Stripe's when STRIPE_SECRET_KEY is unset.
create table public.test_payment_intents (
  id text primary key,
  client_secret text not null unique,
  idempotency_key text not null unique,
  amount_cents integer not null check (amount_cents > 0),
  currency text not null,
  email text not null,
  status text not null default 'requires_payment_method'
    check (status in ('requires_payment_method', 'succeeded', 'canceled')),
  last_error text,
  created_at timestamptz not null default now()
);

comment on table public.test_payment_intents is 'Test-mode payments (no real money). Written by the test-mode provider instead of Stripe.';

alter table public.test_payment_intents enable row level security;

-- orders: keyed by the payment intent, so a webhook delivered twice or racing the success page records one.
create table public.orders (
  id uuid primary key default gen_random_uuid(),
  payment_intent_id text not null unique,
  member_id uuid not null references public.members (id),
  email text not null,
  amount_cents integer not null check (amount_cents > 0),
  currency text not null,
  status text not null default 'paid' check (status in ('paid', 'refunded', 'disputed')),
  created_at timestamptz not null default now(),
  status_changed_at timestamptz
);

comment on table public.orders is 'Paid orders, one per payment intent. Written by fulfilment (Stripe webhook or the success page''s check).';
comment on column public.orders.status is 'paid, refunded (charge.refunded) or disputed (charge.dispute.created); the last two revoke access.';

create index orders_member_idx on public.orders (member_id);

alter table public.orders enable row level security;

-- pending_credentials: a new member's password, encrypted, shown once on the success page to the browser that paid.
create table public.pending_credentials (
  payment_intent_id text primary key references public.orders (payment_intent_id) on delete cascade,
  member_id uuid not null references public.members (id) on delete cascade,
  password_ciphertext text,
  expires_at timestamptz not null
);

comment on table public.pending_credentials is 'Encrypted passwords awaiting display on the success page; password_ciphertext is null when the buyer was already a member. Erased after expires_at.';

alter table public.pending_credentials enable row level security;

-- sign_in_links: e-mailed instead of a password; only the token's SHA-256 is stored.
create table public.sign_in_links (
  token_hash text primary key,
  member_id uuid not null references public.members (id) on delete cascade,
  expires_at timestamptz not null,
  used_at timestamptz,
  created_at timestamptz not null default now()
);

comment on table public.sign_in_links is 'Single-use, expiring sign-in links sent in the confirmation e-mail. Written by fulfilment, consumed by /sign-in.';

alter table public.sign_in_links enable row level security;

-- email_outbox: written in the transaction of the change that causes each e-mail, so a crash loses none.
create table public.email_outbox (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('order_confirmation', 'welcome')),
  recipient text not null,
  payload jsonb not null,
  dedupe_key text not null unique,
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  locked_until timestamptz,
  last_error text,
  sent_at timestamptz,
  created_at timestamptz not null default now()
);

comment on table public.email_outbox is 'E-mails to send (order confirmation, welcome), delivered with retries. Written by fulfilment; sent by the outbox worker.';
comment on column public.email_outbox.payload is 'What the template needs. Secrets (the sign-in token) are removed once the message is sent.';
comment on column public.email_outbox.dedupe_key is 'One message per purpose, e.g. order_confirmation:<payment intent id>.';

create index email_outbox_due_idx on public.email_outbox (next_attempt_at) where sent_at is null;

alter table public.email_outbox enable row level security;

-- marketing_optins: consent given on the success page, one row per address.
create table public.marketing_optins (
  id bigint generated always as identity primary key,
  email text not null check (length(email) <= 254),
  first_name text check (length(first_name) <= 100),
  consented_at timestamptz not null default now()
);

comment on table public.marketing_optins is 'Marketing consent from the success page (POST /api/marketing-optin). One row per e-mail address.';

create unique index marketing_optins_email_key on public.marketing_optins (lower(email));

alter table public.marketing_optins enable row level security;
