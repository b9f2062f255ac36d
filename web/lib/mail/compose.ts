import 'server-only';

import { render } from '@react-email/render';
import { createElement, type ReactElement } from 'react';

import { issueSignInLink, REQUESTED_SIGN_IN_LINK_TTL_MS, SIGN_IN_LINK_TTL_MS } from '../auth/sign-in-link';
import {
  getAccessWithdrawnEmailCopy,
  getOperator,
  getOrderEmailContent,
  getSignInEmailCopy,
  getSupportContact,
  getTrackerForEmail,
  getWelcomeEmailCopy,
} from '../content/emails';
import type { ContentSource } from '../content/source';
import { findMemberByUsername } from '../db/members';
import type { OutboxMessage } from '../db/outbox';
import type { Database } from '../db/types';
import { buildGuidePdf, buildTrackerPdf } from '../documents';
import { GUIDE_PDF_FILENAME, TRACKER_PDF_FILENAME } from '../programme/file-names';
import type { OutgoingEmail } from './mailer';
import { outboxEmailSchema } from './messages';
import { AccessWithdrawnEmail, accessWithdrawnWords } from './templates/access-withdrawn';
import { ContactMessageEmail } from './templates/contact-message';
import { OrderConfirmationEmail, orderConfirmationSubject } from './templates/order-confirmation';
import { PaymentHeldEmail } from './templates/payment-held';
import { SignInLinkEmail, signInLinkWords } from './templates/sign-in-link';
import { WelcomeEmail } from './templates/welcome';

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
async function signInUrl(context: ComposeContext, username: string, ttlMs = SIGN_IN_LINK_TTL_MS): Promise<string> {
  const member = await findMemberByUsername(context.db, username);
  if (!member) throw new Error(`No member ${username} to send a sign-in link to.`);
  const token = await issueSignInLink(context.db, member.id, ttlMs);
  return `${context.siteUrl}/sign-in?token=${encodeURIComponent(token)}`;
}

async function email(
  element: ReactElement,
  fields: Omit<OutgoingEmail, 'html' | 'text' | 'messageId'>,
): Promise<Omit<OutgoingEmail, 'messageId'>> {
  return { ...fields, html: await render(element), text: await render(element, { plainText: true }) };
}

/** Turns a claimed outbox row into the e-mail to send; a row that does not match its kind's shape throws (and is retried). */
export async function compose(message: OutboxMessage, context: ComposeContext): Promise<OutgoingEmail> {
  const parsed = outboxEmailSchema.parse({ kind: message.kind, payload: message.payload });
  const messageId = `<${message.id}@${new URL(context.siteUrl).hostname}>`;
  const to = message.recipient;
  const loginUrl = `${context.siteUrl}/login`;
  let composed: Omit<OutgoingEmail, 'messageId'>;
  switch (parsed.kind) {
    case 'order_confirmation': {
      const { payload } = parsed;
      const [{ productName, donationLine, guide, words }, operator, tracker] = await Promise.all([
        getOrderEmailContent(context.content),
        getOperator(context.content),
        getTrackerForEmail(context.content),
      ]);
      // An order support must look at first opens nothing: no link that would not work, and where to write.
      const held = payload.accessHeld
        ? accessWithdrawnWords({
            username: payload.username,
            productName,
            supportEmail: operator.supportEmail,
            words: await getAccessWithdrawnEmailCopy(context.content),
          }).contact
        : undefined;
      composed = await email(
        createElement(OrderConfirmationEmail, {
          ...payload,
          productName,
          operator,
          signInUrl: held ? undefined : await signInUrl(context, payload.username),
          accessHeldText: held,
          loginUrl,
          donationLine,
          words,
        }),
        {
          to,
          subject: orderConfirmationSubject(words, productName),
          attachments: [
            { filename: GUIDE_PDF_FILENAME, content: await buildGuidePdf(guide), contentType: 'application/pdf' },
            { filename: TRACKER_PDF_FILENAME, content: await buildTrackerPdf(tracker), contentType: 'application/pdf' },
          ],
        },
      );
      break;
    }
    case 'welcome': {
      const copy = await getWelcomeEmailCopy(context.content);
      composed = await email(
        createElement(WelcomeEmail, {
          productName: copy.productName,
          username: parsed.payload.username,
          intro: copy.welcomeIntro,
          tips: copy.quickStartTips,
          signOff: copy.signOff,
          dashboardUrl: `${context.siteUrl}/dashboard`,
          heading: copy.welcomeHeading,
          buttonLabel: copy.welcomeButtonLabel,
          footer: copy.footer,
        }),
        { to, subject: copy.welcomeSubject },
      );
      break;
    }
    case 'sign_in_link': {
      const [{ productName }, words] = await Promise.all([
        getSupportContact(context.content),
        getSignInEmailCopy(context.content),
      ]);
      const { username, purpose } = parsed.payload;
      composed = await email(
        createElement(SignInLinkEmail, {
          productName,
          username,
          purpose,
          // A link the member asked for proves only the address, so it lasts an hour.
          signInUrl: await signInUrl(
            context,
            username,
            purpose === 'requested' ? REQUESTED_SIGN_IN_LINK_TTL_MS : SIGN_IN_LINK_TTL_MS,
          ),
          loginUrl,
          words,
        }),
        { to, subject: signInLinkWords(words, purpose, productName).subject },
      );
      break;
    }
    case 'access_withdrawn': {
      const [{ productName, supportEmail }, words] = await Promise.all([
        getSupportContact(context.content),
        getAccessWithdrawnEmailCopy(context.content),
      ]);
      const props = { ...parsed.payload, productName, supportEmail, words };
      composed = await email(createElement(AccessWithdrawnEmail, props), {
        to,
        subject: accessWithdrawnWords(props).subject,
      });
      break;
    }
    case 'payment_held': {
      const { productName } = await getSupportContact(context.content);
      const { payload } = parsed;
      composed = await email(createElement(PaymentHeldEmail, { ...payload, productName }), {
        to,
        subject: `Payment held for support: ${payload.username}, order ${payload.orderId}`,
      });
      break;
    }
    case 'contact_message': {
      const { productName } = await getSupportContact(context.content);
      const { payload } = parsed;
      composed = await email(createElement(ContactMessageEmail, { ...payload, productName }), {
        to,
        replyTo: `"${payload.name.replace(/["\\\r\n]/g, '')}" <${payload.email}>`,
        subject: `Contact form: ${payload.subject}`,
      });
      break;
    }
  }
  // Every e-mail answers to the support address the site names, unless it says otherwise (a contact message: its sender).
  const { supportEmail } = await getSupportContact(context.content);
  return { replyTo: supportEmail, ...composed, messageId };
}
