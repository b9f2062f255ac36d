/*
 * pending_credentials.password_ciphertext holds a new member's password sealed
 * the way session cookies are (iron-session: AES-256-CBC and HMAC-SHA-256
 * under SESSION_SECRET, with its 30-minute expiry inside the seal), where it
 * held AES-256-GCM text before. A row sealed the old way no longer opens and
 * reads as expired; the background work had erased it within 30 minutes anyway.
 */
comment on column public.pending_credentials.password_ciphertext is 'The new member''s password, sealed with iron-session under SESSION_SECRET (a copy of the database alone reveals nothing), until expires_at; then erased. Null when the address already had an account.';
