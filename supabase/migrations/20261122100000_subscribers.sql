-- subscribers: newsletter sign-ups (POST /api/subscribe), one row per address whatever its letter case.
create table public.subscribers (
  id bigint generated always as identity primary key,
  email text not null check (length(email) <= 254),
  source text not null default 'newsletter',
  created_at timestamptz not null default now()
);

comment on table public.subscribers is 'Newsletter sign-ups. One row per e-mail address (case-insensitive). Written by POST /api/subscribe.';
comment on column public.subscribers.source is 'Which form the address came from, e.g. newsletter.';

create unique index subscribers_email_key on public.subscribers (lower(email));

-- The site connects as the owner; with no policy, Supabase's API roles read nothing.
alter table public.subscribers enable row level security;
