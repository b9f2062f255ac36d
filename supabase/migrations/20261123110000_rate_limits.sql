create schema if not exists internal;

comment on schema internal is 'Bookkeeping of the site itself (rate limits); not for support staff or the Data API.';

revoke all on schema internal from public;

-- rate_limits: one counter per (bucket, key) and fixed window, shared by every instance.
create table internal.rate_limits (
  bucket text not null,
  key text not null check (length(key) <= 300),
  hits integer not null check (hits >= 0),
  expires_at timestamptz not null,
  primary key (bucket, key)
);

comment on table internal.rate_limits is 'Requests counted per bucket and key in a fixed window, for throttling across instances. Written by POST /api/login and the public forms.';
comment on column internal.rate_limits.bucket is 'What is limited, e.g. login:username+address or form:contact (web/lib/http/rate-limit.ts).';
comment on column internal.rate_limits.key is 'Who is limited: a client address, a lower-cased username, or both (<address length>:<address>:<username>).';
comment on column internal.rate_limits.hits is 'Requests granted in this window; refused requests are not counted, a successful sign-in is given back.';
comment on column internal.rate_limits.expires_at is 'End of the window, set when its first request arrives; after it the count starts again from zero.';

create index rate_limits_expires_at_idx on internal.rate_limits (expires_at);

alter table internal.rate_limits enable row level security;

drop table public.login_failures;
