/**
 * Outgoing mail. A transport delivers one message: files under DATA_DIR/mail (default; a
 * development page lists them) or SMTP through nodemailer when SMTP_URL is set. Callers never
 * deliver themselves: they hand messages to a `Mailer`, which sends them after the answer with
 * a bounded retry (mail-queue.ts, request-mail.ts). Messages are built with templates.ts.
 */
import path from 'node:path';
import type { ConnectionOptions } from 'node:tls';
import type { Env } from '../../env';
import { writeMailFile } from './file-transport';
import { createSmtpTransport } from './smtp-transport';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  /** Which template and language produced it (kept in the file store, handy in tests). */
  kind: string;
  locale: 'en' | 'ms';
};

/** Delivers one message now; rejects when it could not (the queue decides whether to retry). */
export type MailTransport = { deliver(message: MailMessage): Promise<void> };

/** Takes a message to be sent later; never fails the caller. */
export type Mailer = { send(message: MailMessage): void };

export const mailDir = (env: Pick<Env, 'dataDir'>) => path.join(env.dataDir, 'mail');

export function createMailTransport(
  env: Pick<Env, 'smtpUrl' | 'mailFrom' | 'dataDir'>,
  /** Extra TLS trust for the SMTP server; only tests pass one (their self-signed certificate). */
  tls?: ConnectionOptions,
): MailTransport {
  if (env.smtpUrl) return createSmtpTransport(env.smtpUrl, env.mailFrom, tls);
  const dir = mailDir(env);
  return { deliver: (message) => writeMailFile(dir, env.mailFrom, message) };
}
