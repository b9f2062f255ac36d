import 'server-only';

import { issueSignInLink } from '../auth/sign-in-link';
import type { ContentSource } from '../content/source';
import { findMemberByUsername } from '../db/members';
import type { OutboxMessage } from '../db/outbox';
import type { Database } from '../db/types';
import { composeEmail } from './composition';
import type { OutgoingEmail } from './mailer';
import { outboxEmailSchema } from './messages';

export interface ComposeContext {
  db: Database;
  /** The content adapter the e-mails are read from, past every cache; the configured one by default. */
  content?: ContentSource;
  siteUrl: string;
}

/**
 * A fresh single-use link for the member, issued now, as the message is
 * composed: the outbox never holds a token, and the database only its hash.
 * A retry after a failed send issues another link; an unsent one is never
 * known to anybody and simply expires.
 */
async function issuedSignInUrl(context: ComposeContext, username: string, ttlMs: number): Promise<string> {
  const member = await findMemberByUsername(context.db, username);
  if (!member) throw new Error(`No member ${username} to send a sign-in link to.`);
  const token = await issueSignInLink(context.db, member.id, ttlMs);
  return `${context.siteUrl}/sign-in?token=${encodeURIComponent(token)}`;
}

/** Turns a claimed outbox row into the e-mail to send; a row that does not match its kind's shape throws (and is retried). */
export async function compose(message: OutboxMessage, context: ComposeContext): Promise<OutgoingEmail> {
  const parsed = outboxEmailSchema.parse({ kind: message.kind, payload: message.payload });
  const { attachments, ...composed } = await composeEmail(parsed, {
    content: context.content,
    siteUrl: context.siteUrl,
    signInUrl: (username, ttlMs) => issuedSignInUrl(context, username, ttlMs),
  });
  const built = await Promise.all(
    attachments.map(async ({ filename, contentType, build }) => ({ filename, contentType, content: await build() })),
  );
  return {
    to: message.recipient,
    ...composed,
    ...(built.length ? { attachments: built } : {}),
    messageId: `<${message.id}@${new URL(context.siteUrl).hostname}>`,
  };
}
