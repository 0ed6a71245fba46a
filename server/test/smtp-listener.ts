/**
 * A real SMTP server for the mail tests (smtp-server, by nodemailer's authors) on an ephemeral
 * port: STARTTLS with the test-only self-signed pair in fixtures/, AUTH required and refused
 * before TLS. It records what arrives and can refuse the first RCPT TO attempts, as a mail server
 * that is briefly unavailable does.
 * The pair was made with: openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1
 * -nodes -days 36500 -subj /CN=localhost -addext subjectAltName=DNS:localhost,IP:127.0.0.1
 */
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

/** The listener's certificate: the trust a test hands the SMTP transport explicitly. */
export const TEST_SMTP_CERT = fixture('smtp-test-cert.pem');

export const SMTP_USER = 'portal-mailer';
export const SMTP_PASSWORD = 'p@ss word:with/odd chars';

export type ReceivedMail = {
  from: string;
  to: string[];
  isSecure: boolean;
  authMethod: string | undefined;
  user: string | undefined;
  headers: Record<string, string>;
  body: string;
};

type ListenerOptions = {
  authMethods?: ('PLAIN' | 'LOGIN')[];
  /** Implicit TLS from the first byte (smtps://) instead of STARTTLS. */
  isSecure?: boolean;
  /** Offer no STARTTLS at all: a server that would take a password in clear. */
  hasNoTls?: boolean;
  /** Answer this SMTP code to RCPT TO `count` times before accepting. */
  refuseRecipient?: { code: number; count: number };
};

export async function startSmtpListener(options: ListenerOptions = {}) {
  const received: ReceivedMail[] = [];
  const logins: { method: string; user: string | undefined }[] = [];
  let refusals = 0;
  let rcptAttempts = 0;
  const server = new SMTPServer({
    key: fixture('smtp-test-key.pem'),
    cert: TEST_SMTP_CERT,
    secure: options.isSecure ?? false,
    authMethods: options.authMethods ?? ['PLAIN', 'LOGIN'],
    disabledCommands: options.hasNoTls ? ['STARTTLS'] : [],
    allowInsecureAuth: false,
    disableReverseLookup: true,
    logger: false,
    onAuth(auth, _session, callback) {
      logins.push({ method: auth.method, user: auth.username });
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD)
        callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onRcptTo(_address, _session, callback) {
      rcptAttempts += 1;
      const refuse = options.refuseRecipient;
      if (refuse && refusals < refuse.count) {
        refusals += 1;
        callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: refuse.code }));
      } else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const { headers, body } = parseMessage(Buffer.concat(chunks).toString('utf8'));
        const { mailFrom, rcptTo } = session.envelope;
        received.push({
          from: mailFrom ? mailFrom.address : '',
          to: rcptTo.map((rcpt) => rcpt.address),
          isSecure: session.secure,
          authMethod: logins.at(-1)?.method,
          user: session.user,
          headers,
          body,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    received,
    logins,
    rcptAttempts: () => rcptAttempts,
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}

/** Enough MIME for nodemailer's text mail: unfolded headers, encoded words, QP or base64 body. */
function parseMessage(raw: string): { headers: Record<string, string>; body: string } {
  const split = raw.indexOf('\r\n\r\n');
  const headers: Record<string, string> = {};
  for (const line of raw
    .slice(0, split)
    .replace(/\r\n[ \t]+/g, ' ')
    .split('\r\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  const encoded = raw.slice(split + 4);
  const encoding = headers['content-transfer-encoding']?.toLowerCase();
  const body =
    encoding === 'base64'
      ? Buffer.from(encoded, 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(encoded.replace(/=\r\n/g, ''))
        : encoded;
  return { headers, body: body.replace(/\r\n/g, '\n') };
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(text[i] ?? ''));
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_word, kind: string, text: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}
