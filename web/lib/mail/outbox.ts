import 'server-only';

import { issueSignInLink } from '../auth/sign-in-link';
import type { ContentSource } from '../content/source';
import { findMemberByUsername } from '../db/members';
import { claimDueEmails, markEmailFailed, markEmailSent, type OutboxMessage } from '../db/outbox';
import type { Database } from '../db/types';
import { composeEmail } from './composition';
import type { Mailer, OutgoingEmail } from './mailer';
import { outboxEmailSchema } from './messages';

export interface OutboxContext {
  db: Database;
  mailer: Mailer;
  /** The content the e-mails are read from, past every cache; the configured one by default. */
  content?: ContentSource;
  siteUrl: string;
}

/** A row not matching its kind's shape throws (and is retried); a sign-in link is issued only now. */
export async function compose(message: OutboxMessage, context: Omit<OutboxContext, 'mailer'>): Promise<OutgoingEmail> {
  const parsed = outboxEmailSchema.parse({ kind: message.kind, payload: message.payload });
  const { attachments, ...composed } = await composeEmail(parsed, {
    content: context.content,
    siteUrl: context.siteUrl,
    async signInUrl(username, ttlMs) {
      const member = await findMemberByUsername(context.db, username);
      if (!member) throw new Error(`No member ${username} to send a sign-in link to.`);
      const token = await issueSignInLink(context.db, member.id, ttlMs);
      return `${context.siteUrl}/sign-in?token=${encodeURIComponent(token)}`;
    },
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

/** 1 min, 2 min, 4 min … capped at 1 hour between attempts. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(60 * 2 ** attempts, 60 * 60);
}

/** Longer than one send can take (SMTP's timeouts are 20 s); a crashed process's messages go again within a minute. */
const LEASE_SECONDS = 30;

/** Each due message is claimed on a lease, so other runs skip it; a failure keeps it for a retry. */
export async function deliverDueEmails(context: OutboxContext, batch = 1): Promise<{ sent: number; failed: number }> {
  const result = { sent: 0, failed: 0 };
  for (;;) {
    const due = await claimDueEmails(context.db, batch, LEASE_SECONDS);
    if (due.length === 0) return result;
    for (const message of due) {
      try {
        await context.mailer.send(await compose(message, context));
        await markEmailSent(context.db, message.id);
        result.sent++;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        console.error(
          `mail: ${message.kind} to ${message.recipient} failed (attempt ${message.attempts + 1}): ${reason}`,
        );
        await markEmailFailed(context.db, message.id, reason, retryDelaySeconds(message.attempts));
        result.failed++;
      }
    }
    if (due.length < batch) return result;
  }
}
