-- The starts a member may choose are content (they may change); the checks hold what never does.
alter table public.members
  add column day_start_minutes smallint
    check (day_start_minutes between 0 and 1425 and day_start_minutes % 15 = 0),
  add column clock text check (clock in ('12h', '24h'));

comment on column public.members.day_start_minutes is 'When the member''s day starts, in minutes after midnight, on a quarter hour (540 = 9:00). Null: the programme''s own start.';
comment on column public.members.clock is 'The clock the member reads times on: 12h or 24h. Null: as the programme writes them.';
