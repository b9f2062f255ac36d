import 'server-only';

import { claimDueEmails, markEmailFailed, markEmailSent } from '../db/outbox';
import { compose, type ComposeContext } from './compose';
import type { Mailer } from './mailer';

export interface OutboxContext extends ComposeContext {
  mailer: Mailer;
}

/** 1 min, 2 min, 4 min … capped at 1 hour between attempts. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(60 * 2 ** attempts, 60 * 60);
}

/**
 * How long a claimed message is reserved for the process sending it. Longer
 * than one send can take (SMTP timeouts below are 20 s), short enough that a
 * crashed process's messages are picked up again within a minute.
 */
const LEASE_SECONDS = 30;

/**
 * Sends every due message once. A message is claimed with a lease before it is
 * sent, so overlapping runs and other instances skip it; a failure schedules a
 * retry with exponential backoff and keeps the message.
 */
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
