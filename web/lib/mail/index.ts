import 'server-only';

import { DEFAULT_PROGRAMME_NAME } from '../content/programme-name';
import { getDb } from '../db';
import { getConfig } from '../env';
import { createFileMailer, createSmtpMailer } from './mailer';
import { deliverDueEmails } from './outbox';

/** Who the e-mails come from: MAIL_FROM with SMTP, else the programme at no-reply@ the site's host. */
export function mailSender(): string {
  const { mail, siteUrl } = getConfig();
  return mail.kind === 'smtp' ? mail.from : `"${DEFAULT_PROGRAMME_NAME}" <no-reply@${new URL(siteUrl).hostname}>`;
}

/** For a scheduler too: on a host whose instances sleep between requests, nothing else retries a failed send. */
export async function deliverDueEmailsNow(): Promise<{ sent: number; failed: number }> {
  const { mail, siteUrl } = getConfig();
  const mailer =
    mail.kind === 'smtp' ? createSmtpMailer(mail.url, mailSender()) : createFileMailer(mail.dir, mailSender());
  return deliverDueEmails({ db: await getDb(), mailer, siteUrl });
}

let running: Promise<unknown> | undefined;

/** Delivers due e-mails now, unless a delivery run is already going in this process. */
export function flushOutbox(): Promise<unknown> {
  running ??= deliverDueEmailsNow()
    .catch((error: unknown) => console.error('mail: outbox run failed:', error))
    .finally(() => (running = undefined));
  return running;
}
