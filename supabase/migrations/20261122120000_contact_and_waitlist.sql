-- contact_messages: every contact-form submission is a message of its own (no deduplication).
create table public.contact_messages (
  id bigint generated always as identity primary key,
  name text not null check (length(name) between 2 and 100),
  email text not null check (length(email) <= 254),
  subject text not null check (length(subject) between 5 and 200),
  message text not null check (length(message) between 10 and 5000),
  created_at timestamptz not null default now(),
  answered_at timestamptz
);

comment on table public.contact_messages is 'Messages from the contact form. Written by POST /api/contact; read and answered by support staff.';
comment on column public.contact_messages.email is 'The address the sender typed; replies go here. Not verified.';
comment on column public.contact_messages.answered_at is 'Set by support staff when the message has been answered; null while it waits.';

create index contact_messages_created_at_idx on public.contact_messages (created_at desc);

alter table public.contact_messages enable row level security;

-- waitlist: the landing page's "Notify Me" box, one row per address whatever its letter case.
create table public.waitlist (
  id bigint generated always as identity primary key,
  email text not null check (length(email) <= 254),
  created_at timestamptz not null default now(),
  notified_at timestamptz
);

comment on table public.waitlist is 'Mobile-app waitlist from the landing page. One row per e-mail address (case-insensitive). Written by POST /api/waitlist.';
comment on column public.waitlist.notified_at is 'Set when the launch e-mail has been sent to this address; null until then.';

create unique index waitlist_email_key on public.waitlist (lower(email));

alter table public.waitlist enable row level security;
