-- The marketing opt-in asks whether this browser paid with an address.
create index checkouts_browser_key_hash_idx on public.checkouts (browser_key_hash);
