-- members: buyers who can sign in, created by a payment or `npm run member -- create`.
create table public.members (
  id uuid primary key default gen_random_uuid(),
  username text not null check (length(username) between 3 and 64),
  email text not null check (length(email) <= 254),
  password_hash text not null,
  created_at timestamptz not null default now(),
  last_login_at timestamptz,
  revoked_at timestamptz
);

comment on table public.members is 'Buyers with access to the members'' area. One per username and per e-mail (both case-insensitive).';
comment on column public.members.password_hash is 'scrypt$N$r$p$salt$hash (base64url): parameters are stored so they can be raised later.';
comment on column public.members.revoked_at is 'Set when access is withdrawn (refund, dispute, support): the member can no longer sign in.';

create unique index members_username_key on public.members (lower(username));
create unique index members_email_key on public.members (lower(email));

alter table public.members enable row level security;

-- member_sessions: one per signed-in browser; ending a row makes every copy of its cookie worthless.
create table public.member_sessions (
  token_hash text primary key,
  member_id uuid not null references public.members (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  ended_at timestamptz
);

comment on table public.member_sessions is 'Server-side session records behind the sealed session cookie. Written by login, logout and revocation.';
comment on column public.member_sessions.token_hash is 'SHA-256 (hex) of the random token sealed in the cookie; the token itself is never stored.';
comment on column public.member_sessions.expires_at is 'Absolute lifetime (30 days from sign-in); not extended by activity.';

create index member_sessions_member_idx on public.member_sessions (member_id) where ended_at is null;

alter table public.member_sessions enable row level security;

-- login_failures: failed sign-ins, to throttle password guessing across every instance.
create table public.login_failures (
  id bigint generated always as identity primary key,
  username_key text not null,
  client_address text not null,
  attempted_at timestamptz not null default now()
);

comment on table public.login_failures is 'Recent failed sign-ins for throttling (per username and per client address). Written by POST /api/login.';
comment on column public.login_failures.username_key is 'lower(username) as typed, whether or not such a member exists.';

create index login_failures_username_idx on public.login_failures (username_key, attempted_at);
create index login_failures_address_idx on public.login_failures (client_address, attempted_at);

alter table public.login_failures enable row level security;
