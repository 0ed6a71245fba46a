import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { openPglite } from '../../db/pglite-db';
import { parseEnv } from '../../env';
import { createMailer } from './mailer';
import { buildMail, localeOf } from './templates';

/** A tiny SMTP server that accepts one message and records the conversation. */
function fakeSmtp() {
  const received: string[] = [];
  const server = net.createServer((socket) => {
    socket.setEncoding('utf8');
    socket.write('220 fake ESMTP\r\n');
    let inData = false;
    let buffer = '';
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        received.push(line);
        if (inData) {
          if (line === '.') {
            inData = false;
            socket.write('250 queued\r\n');
          }
        } else if (line.startsWith('EHLO')) socket.write('250-fake\r\n250 8BITMIME\r\n');
        else if (line === 'DATA') {
          inData = true;
          socket.write('354 go\r\n');
        } else if (line === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return { server, received };
}

describe('mail', () => {
  const smtp = fakeSmtp();
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.server.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as net.AddressInfo).port;
  });
  afterAll(() => {
    smtp.server.close();
  });

  it('sends through SMTP when SMTP_URL is set, UTF-8 subject encoded, body in base64', async () => {
    const env = parseEnv({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Portal <no-reply@portal.test>',
    });
    const message = buildMail(
      'otp',
      { to: 'siti@example.com', name: 'Siti', locale: 'ms' },
      { code: '123456', seconds: 120 },
    );
    await createMailer(env).send({ ...message, subject: `${message.subject} ✓` });
    expect(smtp.received).toEqual(
      expect.arrayContaining(['MAIL FROM:<no-reply@portal.test>', 'RCPT TO:<siti@example.com>', 'DATA', '.']),
    );
    const subject = smtp.received.find((line) => line.startsWith('Subject: ')) ?? '';
    expect(subject).toMatch(/^Subject: =\?UTF-8\?B\?/);
    const start = smtp.received.indexOf('') + 1;
    const body = Buffer.from(
      smtp.received.slice(start, smtp.received.indexOf('.')).join(''),
      'base64',
    ).toString();
    expect(body).toContain('Kata laluan sekali guna anda ialah 123456.');
  });

  it('refuses to send credentials without TLS', async () => {
    const env = parseEnv({ SMTP_URL: `smtp://user:secret@127.0.0.1:${port}` });
    const message = buildMail(
      'otp',
      { to: 'a@example.com', name: 'A', locale: 'en' },
      { code: '1', seconds: 1 },
    );
    await expect(createMailer(env).send(message)).rejects.toThrow('SMTP credentials need TLS');
  });

  it('writes in the recipient language with the secret phrase', () => {
    const mail = buildMail(
      'reset',
      { to: 'a@example.com', name: 'Ali', locale: 'en', phrase: 'teh tarik' },
      { link: 'http://x/r', minutes: 60 },
    );
    expect(mail.text).toContain('Hello Ali,');
    expect(mail.text).toContain('Your secret phrase: teh tarik.');
    expect(localeOf('ms-MY,ms;q=0.9,en;q=0.8')).toBe('ms');
    expect(localeOf('en-GB')).toBe('en');
    expect(localeOf(undefined)).toBe('en');
  });

  it('has no development mail page in production', async () => {
    const db = await openPglite();
    try {
      const prod = createApp({ db, env: parseEnv({ NODE_ENV: 'production' }), jwtSecret: 'x'.repeat(40) });
      expect((await prod.request('/api/dev/mail')).status).toBe(404);
      const dev = createApp({
        db,
        env: parseEnv({ DATA_DIR: '/nonexistent-mail-dir' }),
        jwtSecret: 'x'.repeat(40),
      });
      expect((await dev.request('/api/dev/mail')).status).toBe(200);
      expect(await (await dev.request('/api/dev/mail/inbox')).text()).toContain('Development mail (0)');
    } finally {
      await db.close();
    }
  });
});
