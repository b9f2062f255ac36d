/** What the fuzzing got accepted, to compare with the database afterwards. */
export interface Ledger {
  /** The bodies of accepted contact messages, as sent. */
  contactMessages: Record<string, unknown>[];
  /** Addresses by emailKey (rules.ts). */
  subscribers: Set<string>;
  waitlist: Set<string>;
  marketingOptIns: Set<string>;
  checkouts: number;
  clientSecrets: string[];
  paidIntents: Set<string>;
}

export const emptyLedger = (): Ledger => ({
  contactMessages: [],
  subscribers: new Set(),
  waitlist: new Set(),
  marketingOptIns: new Set(),
  checkouts: 0,
  clientSecrets: [],
  paidIntents: new Set(),
});
