import 'server-only';

import { render } from '@react-email/render';
import { createElement } from 'react';

import { getOperator, getOrderEmailContent, getTrackerForEmail, getWelcomeEmailCopy } from '../content/emails';
import type { ContentSource } from '../content/source';
import { claimDueEmails, markEmailFailed, markEmailSent, type OutboxMessage } from '../db/outbox';
import type { Database } from '../db/types';
import { buildGuidePdf, buildTrackerPdf } from '../documents';
import { GUIDE_PDF_FILENAME, TRACKER_PDF_FILENAME } from '../programme/file-names';
import type { Mailer, OutgoingEmail } from './mailer';
import { outboxEmailSchema } from './messages';
import { OrderConfirmationEmail } from './templates/order-confirmation';
import { SignInLinkEmail } from './templates/sign-in-link';
import { WelcomeEmail } from './templates/welcome';

export interface OutboxContext {
  db: Database;
  mailer: Mailer;
  /** The content adapter the e-mails are read from, past every cache; the configured one by default. */
  content?: ContentSource;
  siteUrl: string;
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

async function compose(message: OutboxMessage, context: OutboxContext): Promise<OutgoingEmail> {
  // A row that does not match its kind's shape fails here, and is retried (and logged) like a failed send.
  const email = outboxEmailSchema.parse({ kind: message.kind, payload: message.payload });
  const messageId = `<${message.id}@${new URL(context.siteUrl).hostname}>`;
  if (email.kind === 'order_confirmation') {
    const { payload } = email;
    const [{ productName, donationLine, guide }, operator, tracker] = await Promise.all([
      getOrderEmailContent(context.content),
      getOperator(context.content),
      getTrackerForEmail(context.content),
    ]);
    const element = createElement(OrderConfirmationEmail, {
      productName,
      operator,
      username: payload.username,
      orderId: payload.orderId,
      amountCents: payload.amountCents,
      currency: payload.currency,
      orderedAt: payload.orderedAt,
      signInUrl: `${context.siteUrl}/sign-in?token=${encodeURIComponent(payload.signInToken)}`,
      loginUrl: `${context.siteUrl}/login`,
      donationLine,
      newMember: payload.newMember,
    });
    return {
      to: message.recipient,
      subject: `Your ${productName}: order confirmation and how to sign in`,
      html: await render(element),
      text: await render(element, { plainText: true }),
      messageId,
      attachments: [
        { filename: GUIDE_PDF_FILENAME, content: await buildGuidePdf(guide), contentType: 'application/pdf' },
        { filename: TRACKER_PDF_FILENAME, content: await buildTrackerPdf(tracker), contentType: 'application/pdf' },
      ],
    };
  }
  if (email.kind === 'sign_in_link') {
    const { productName } = await getOrderEmailContent(context.content);
    const element = createElement(SignInLinkEmail, {
      productName,
      username: email.payload.username,
      signInUrl: `${context.siteUrl}/sign-in?token=${encodeURIComponent(email.payload.signInToken)}`,
    });
    return {
      to: message.recipient,
      subject: `Your sign-in link for the ${productName}`,
      html: await render(element),
      text: await render(element, { plainText: true }),
      messageId,
    };
  }
  const copy = await getWelcomeEmailCopy(context.content);
  const element = createElement(WelcomeEmail, {
    productName: copy.productName,
    username: email.payload.username,
    intro: copy.welcomeIntro,
    tips: copy.quickStartTips,
    signOff: copy.signOff,
    dashboardUrl: `${context.siteUrl}/dashboard`,
  });
  return {
    to: message.recipient,
    subject: copy.welcomeSubject,
    html: await render(element),
    text: await render(element, { plainText: true }),
    messageId,
  };
}

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
        const [email, operator] = await Promise.all([compose(message, context), getOperator(context.content)]);
        // Every e-mail answers to the support address the site names, not to the sending address.
        await context.mailer.send({ ...email, replyTo: operator.supportEmail });
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
