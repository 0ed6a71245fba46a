/**
 * SMTP through nodemailer. smtps:// connects with TLS (port 465 by default); smtp:// (587)
 * upgrades with STARTTLS when the server offers it, and must when the URL carries credentials,
 * so a password never crosses the network in clear. The certificate is checked against the
 * system's trust store; `tls` adds trust only where a caller asks (tests, a self-signed pair).
 * One connection per message: mail here is rare (resets, invitations, OTPs).
 */
import type { ConnectionOptions } from 'node:tls';
import nodemailer from 'nodemailer';
import type { MailTransport } from './mailer';

/** Short enough that a dead server costs seconds, not nodemailer's default minutes. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

export function createSmtpTransport(smtpUrl: string, from: string, tls?: ConnectionOptions): MailTransport {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  const user = decodeURIComponent(url.username);
  const transporter = nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port || (secure ? 465 : 587)),
    secure,
    requireTLS: !secure && user !== '',
    auth: user ? { user, pass: decodeURIComponent(url.password) } : undefined,
    name: 'backoffice-portal',
    tls,
    disableFileAccess: true,
    disableUrlAccess: true,
    ...TIMEOUTS,
  });
  return {
    async deliver(message) {
      await transporter.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        headers: { 'Content-Language': message.locale },
      });
    },
  };
}
