/*
 * internal.content_revalidations: when each content cache tag was last
 * revalidated. Written by POST /api/revalidate (the signed Sanity webhook)
 * before it invalidates Next.js's cache; read by every instance's cache
 * handler (web/cache-handler.mjs), which treats a cached page or query result
 * older than a revalidation of one of its tags as a miss. Next.js forgets its
 * own invalidations on restart and keeps them per process, while its cached
 * pages stay on disk: this table is what makes an invalidation last and reach
 * every instance.
 *
 * One row per tag, so the table stays as small as the number of document
 * types. It lives in the `internal` schema: site machinery, not something
 * support staff need to see among the tables of `public`. Supabase's API roles
 * (anon, authenticated) have no usage on a schema they were not granted.
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
