import { randomInt } from 'node:crypto';

/**
 * A readable username from the buyer's e-mail: its local part, lowercased and
 * stripped to letters and digits, plus four random digits ("anna.lee@…" →
 * "annalee-4821"). The database's unique index decides clashes.
 */
export function usernameFromEmail(email: string): string {
  const local = (email.split('@')[0] ?? '')
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 16);
  const base = local.length >= 3 ? local : `reset${local}`;
  return `${base}-${randomInt(1000, 10000)}`;
}
