-- A row sealed another way no longer opens and reads as expired: erased within 30 minutes anyway.
comment on column public.pending_credentials.password_ciphertext is 'The new member''s password, sealed with iron-session under SESSION_SECRET (a copy of the database alone reveals nothing), until expires_at; then erased. Null when the address already had an account.';
