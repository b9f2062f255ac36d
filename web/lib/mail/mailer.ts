import 'server-only';

import { randomBytes } from 'node:crypto';
import { link, mkdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

import nodemailer from 'nodemailer';

export interface OutgoingEmail {
  to: string;
  subject: string;
  html: string;
  text: string;
  replyTo?: string;
  /** Stable per outbox row, so a retry after an unknown outcome is recognisable as the same message. */
  messageId: string;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

/** SMTP in production, `.eml` files in DATA_DIR/mail by default. */
export interface Mailer {
  readonly kind: 'smtp' | 'files';
  send(email: OutgoingEmail): Promise<void>;
}

export function createSmtpMailer(url: string, from: string): Mailer {
  const parsed = new URL(url);
  const transport = nodemailer.createTransport({
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : parsed.protocol === 'smtps:' ? 465 : 587,
    secure: parsed.protocol === 'smtps:',
    auth: parsed.username
      ? { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) }
      : undefined,
    // Bounded waits keep one send well inside the outbox lease (30 s).
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    kind: 'smtp',
    async send(email) {
      await transport.sendMail({ ...email, from });
    },
  };
}

/**
 * An .eml file per Message-ID: an existing file was delivered, so a retry writes nothing twice;
 * written aside, then hard-linked into place, it appears whole or not at all.
 */
export function createFileMailer(dir: string, from: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'files',
    async send(email) {
      const info = await transport.sendMail({ ...email, from });
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const safeId = email.messageId.replace(/^<|>$/g, '').replace(/[^A-Za-z0-9.-]/g, '_');
      const file = path.join(dir, `${safeId}.eml`);
      const temp = path.join(dir, `.${safeId}.${randomBytes(6).toString('hex')}.tmp`);
      await writeFile(temp, info.message as Buffer, { mode: 0o600 });
      try {
        await link(temp, file);
        console.log(`mail: "${email.subject}" to ${email.to} → ${file}`);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        console.log(`mail: ${email.messageId} was already delivered to ${file}; not written again.`);
      } finally {
        await unlink(temp).catch(() => {});
      }
    },
  };
}
