import 'server-only';

import { render } from '@react-email/render';
import { createElement, type ReactElement } from 'react';

import { REQUESTED_SIGN_IN_LINK_TTL_MS, SIGN_IN_LINK_TTL_MS } from '../auth/sign-in-link';
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
import { fillEach, fillWords } from '../content/words';
import { buildGuidePdf, buildTrackerPdf } from '../documents';
import { GUIDE_PDF_FILENAME, TRACKER_PDF_FILENAME } from '../programme/file-names';
import type { OutboxEmail } from './messages';
import { AccessWithdrawnEmail } from './templates/access-withdrawn';
import { ContactMessageEmail } from './templates/contact-message';
import { OrderConfirmationEmail } from './templates/order-confirmation';
import { PaymentHeldEmail } from './templates/payment-held';
import { purposeWords, SignInLinkEmail } from './templates/sign-in-link';
import { WelcomeEmail } from './templates/welcome';

export interface CompositionInputs {
  /** Where its words come from: the published content for the outbox, the drafts for a preview. */
  content?: ContentSource;
  siteUrl: string;
  /** The sign-in link the message gives `username`, working for `ttlMs`; asked for only by a message that gives one. */
  signInUrl: (username: string, ttlMs: number) => Promise<string>;
}

/** An attachment, built only by the caller that sends it: a preview names it and builds nothing. */
export interface ComposedAttachment {
  filename: string;
  contentType: string;
  build: () => Promise<Buffer>;
}

/** A message as the mailer sends it, but for its address and Message-ID. */
export interface ComposedEmail {
  subject: string;
  replyTo: string;
  html: string;
  text: string;
  attachments: ComposedAttachment[];
}

/** The one composition of every e-mail, for the outbox and for the editors' preview; it touches no row. */
export async function composeEmail(parsed: OutboxEmail, context: CompositionInputs): Promise<ComposedEmail> {
  const loginUrl = `${context.siteUrl}/login`;
  const { productName, supportEmail } = await getSupportContact(context.content);
  const withdrawnWords = async (username: string) =>
    fillEach(await getAccessWithdrawnEmailCopy(context.content), { productName, username, supportEmail });
  let element: ReactElement;
  let fields: Pick<ComposedEmail, 'subject'> & Partial<Pick<ComposedEmail, 'replyTo' | 'attachments'>>;
  switch (parsed.kind) {
    case 'order_confirmation': {
      const { payload } = parsed;
      const [{ donationLine, guide, words }, operator, tracker] = await Promise.all([
        getOrderEmailContent(context.content),
        getOperator(context.content),
        getTrackerForEmail(context.content),
      ]);
      // An order support must look at first opens nothing: no link that would not work, and where to write.
      const held = payload.accessHeld ? (await withdrawnWords(payload.username)).contact : undefined;
      element = createElement(OrderConfirmationEmail, {
        ...payload,
        productName,
        operator,
        signInUrl: held ? undefined : await context.signInUrl(payload.username, SIGN_IN_LINK_TTL_MS),
        accessHeldText: held,
        loginUrl,
        donationLine,
        words,
      });
      fields = {
        subject: fillWords(words.subject, { productName }),
        attachments: [
          { filename: GUIDE_PDF_FILENAME, contentType: 'application/pdf', build: () => buildGuidePdf(guide) },
          { filename: TRACKER_PDF_FILENAME, contentType: 'application/pdf', build: () => buildTrackerPdf(tracker) },
        ],
      };
      break;
    }
    case 'welcome': {
      const copy = await getWelcomeEmailCopy(context.content);
      const { username } = parsed.payload;
      element = createElement(WelcomeEmail, { username, dashboardUrl: `${context.siteUrl}/dashboard`, copy });
      fields = { subject: copy.welcomeSubject };
      break;
    }
    case 'sign_in_link': {
      const copy = await getSignInEmailCopy(context.content);
      const { username, purpose } = parsed.payload;
      const words = fillEach(purposeWords(copy, purpose), { productName });
      // A link the member asked for proves only the address, so it lasts an hour.
      const ttl = purpose === 'requested' ? REQUESTED_SIGN_IN_LINK_TTL_MS : SIGN_IN_LINK_TTL_MS;
      const signInUrl = await context.signInUrl(username, ttl);
      element = createElement(SignInLinkEmail, { username, signInUrl, loginUrl, copy, words });
      fields = { subject: words.subject };
      break;
    }
    case 'access_withdrawn': {
      const words = await withdrawnWords(parsed.payload.username);
      element = createElement(AccessWithdrawnEmail, { reason: parsed.payload.reason, words });
      fields = { subject: words.subject };
      break;
    }
    case 'payment_held': {
      const { payload } = parsed;
      element = createElement(PaymentHeldEmail, { ...payload, productName });
      fields = { subject: `Payment held for support: ${payload.username}, order ${payload.orderId}` };
      break;
    }
    case 'contact_message': {
      const { payload } = parsed;
      element = createElement(ContactMessageEmail, { ...payload, productName });
      fields = {
        replyTo: `"${payload.name.replace(/["\\\r\n]/g, '')}" <${payload.email}>`,
        subject: `Contact form: ${payload.subject}`,
      };
      break;
    }
  }
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  // Replies go to the support address, unless the message says otherwise (a contact message: its sender).
  return { replyTo: supportEmail, attachments: [], ...fields, html, text };
}
