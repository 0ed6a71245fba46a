/**
 * Outgoing mail. Two transports: files under DATA_DIR/mail (default; a development page lists
 * them) and SMTP when SMTP_URL is set. Callers build messages with templates.ts.
 */
import path from 'node:path';
import type { Env } from '../../env';
import { writeMailFile } from './file-transport';
import { sendSmtp } from './smtp-transport';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  /** Which template and language produced it (kept in the file store, handy in tests). */
  kind: string;
  locale: 'en' | 'ms';
};

export type Mailer = { send(message: MailMessage): Promise<void> };

export const mailDir = (env: Pick<Env, 'dataDir'>) => path.join(env.dataDir, 'mail');

export function createMailer(env: Env): Mailer {
  const { smtpUrl } = env;
  if (smtpUrl) return { send: (message) => sendSmtp(smtpUrl, env.mailFrom, message) };
  return { send: (message) => writeMailFile(mailDir(env), env.mailFrom, message) };
}
