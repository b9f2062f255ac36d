import { randomInt } from 'node:crypto';

/** Lower-case letters and digits that cannot be misread for one another (no 0/o, 1/l/i). */
const SUFFIX_ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz';
/** 31^7 ≈ 2.7 × 10^10 suffixes (35 bits): knowing someone's e-mail address does not give their username. */
const SUFFIX_LENGTH = 7;
const MAX_NAME_LENGTH = 10;

/** A short, readable username from the buyer's e-mail: "anna.lee@…" → "annalee-k7q2m9x"; the suffix makes it unguessable. */
export function usernameFromEmail(email: string): string {
  const local = (email.split('@')[0] ?? '')
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, MAX_NAME_LENGTH);
  const name = local.length >= 3 ? local : `reset${local}`;
  let suffix = '';
  for (let index = 0; index < SUFFIX_LENGTH; index++) suffix += SUFFIX_ALPHABET[randomInt(SUFFIX_ALPHABET.length)];
  return `${name}-${suffix}`;
}
