/*
 * internal.content_revalidations: Next.js keeps its invalidations per process and forgets them on restart,
 * while its cached pages stay on disk; this table makes an invalidation last and reach every instance.
 */
create schema if not exists internal;

comment on schema internal is 'Site machinery that support staff need not see; not exposed through Supabase''s API.';

create table internal.content_revalidations (
  tag text primary key check (length(tag) between 1 and 256),
  revalidated_at timestamptz not null
);

comment on table internal.content_revalidations is 'Last revalidation time of each content cache tag. Written by POST /api/revalidate; read by every instance''s Next.js cache handler.';
comment on column internal.content_revalidations.tag is 'A Next.js cache tag, sanity:<document type> (web/lib/content/tags.ts).';
comment on column internal.content_revalidations.revalidated_at is 'When the webhook for this tag was received, by the clock of the instance that received it; never moves backwards. Cached entries written before it are stale.';

alter table internal.content_revalidations enable row level security;
