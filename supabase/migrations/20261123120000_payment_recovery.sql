-- A process that dies between taking a test payment and fulfilling it leaves a paid intent without an order.
alter table public.test_payment_intents add column succeeded_at timestamptz;
update public.test_payment_intents set succeeded_at = created_at where status = 'succeeded';

comment on column public.test_payment_intents.succeeded_at is 'When the test card was charged; a succeeded intent with no order after a few seconds is fulfilled by the server''s background work.';

create index test_payment_intents_unfulfilled_idx on public.test_payment_intents (succeeded_at)
  where status = 'succeeded';

comment on table public.pending_credentials is 'One row per fulfilled payment for the success page. password_ciphertext holds a new member''s generated password, encrypted, until expires_at (then it is erased); it is null when the address already had an account (the success page then shows nothing of that account).';
