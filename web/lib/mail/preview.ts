import 'server-only';

import { connection } from 'next/server';

import { previewSource, readCurrent } from '../content/cache';
import { getSupportContact } from '../content/emails';
import { currentPreview } from '../content/preview';
import { reads } from '../content/reads';
import type { ContentSource } from '../content/source';
import { getConfig } from '../env';
import { chargedPrice } from '../orders/price';
import { composeEmail, type ComposedEmail } from './composition';
import { mailSender } from './index';
import { outboxEmailSchema, type OutboxEmail, type OutboxKind } from './messages';
import { EMAIL_READERS, emailSamples, SAMPLE_BUYER } from './samples';

/** The sign-in link a preview shows: the sign-in page refuses its token, too short to be one, as a spent link. */
export const previewSignInUrl = (siteUrl: string) => `${siteUrl}/sign-in?token=preview`;

/** The editors' preview of an e-mail, composed from the drafts: attachments by name only. */
export interface EmailPreview extends Omit<ComposedEmail, 'attachments'> {
  from: string;
  to: string;
  attachments: string[];
}

export const EMAIL_KINDS: readonly OutboxKind[] = outboxEmailSchema.options.map((option) => option.shape.kind.value);

/** `email` composed as the outbox would from `content`, with a sign-in link that opens nothing. */
export function composePreview(email: OutboxEmail, content: ContentSource, siteUrl: string): Promise<ComposedEmail> {
  return composeEmail(email, { content, siteUrl, signInUrl: async () => previewSignInUrl(siteUrl) });
}

/** One kind of e-mail from this request's drafts, with the sample order; null outside draft mode. */
export async function draftEmailPreview(kind: OutboxKind): Promise<EmailPreview | null> {
  const preview = await currentPreview();
  if (!preview) return null;
  // Draft mode renders per request anyway; this says so before the clock is read.
  await connection();
  const content = previewSource(preview);
  const now = new Date();
  const price = await chargedPrice(now, () => readCurrent(reads.checkoutSummary(), content));
  const email = outboxEmailSchema.parse({ kind, payload: emailSamples(price, now)[kind] });
  const [{ attachments, ...composed }, { supportEmail }] = await Promise.all([
    composePreview(email, content, getConfig().siteUrl),
    getSupportContact(content),
  ]);
  return {
    ...composed,
    from: mailSender(),
    to: EMAIL_READERS[kind] === 'support' ? supportEmail : SAMPLE_BUYER.email,
    attachments: attachments.map((attachment) => attachment.filename),
  };
}
