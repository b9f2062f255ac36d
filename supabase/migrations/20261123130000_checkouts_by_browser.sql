/*
 * The marketing opt-in asks whether this browser paid with an address
 * (web/lib/db/orders.ts paidCheckoutExists): find a browser's checkouts
 * without reading them all.
 */
create index checkouts_browser_key_hash_idx on public.checkouts (browser_key_hash);
