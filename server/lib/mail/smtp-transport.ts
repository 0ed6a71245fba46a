/**
 * A small SMTP client over node:net/tls (no dependency): smtps:// connects with TLS (port 465),
 * smtp:// upgrades with STARTTLS when the server offers it (port 587 or 25). Credentials in the
 * URL are sent with AUTH PLAIN, and only over TLS. One connection per message: mail here is rare
 * (resets, invitations, OTPs), so pooling is not worth its complexity.
 */
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import tls from 'node:tls';
import type { MailMessage } from './mailer';

const TIMEOUT_MS = 15_000;

type Conn = { socket: net.Socket; buffer: string; waiters: (() => void)[] };

function attach(socket: net.Socket, conn?: Conn): Conn {
  const state = conn ?? { socket, buffer: '', waiters: [] };
  state.socket = socket;
  socket.setEncoding('utf8');
  socket.setTimeout(TIMEOUT_MS, () => socket.destroy(new Error('SMTP timeout')));
  socket.on('data', (chunk: string) => {
    state.buffer += chunk;
    for (const wake of state.waiters.splice(0)) wake();
  });
  socket.on('error', () => {
    for (const wake of state.waiters.splice(0)) wake();
  });
  return state;
}

/** Reads one (possibly multi-line) reply: "250-..." lines until "250 ...". */
async function reply(conn: Conn): Promise<{ code: number; text: string }> {
  for (;;) {
    const lines = conn.buffer.split('\r\n');
    const end = lines.findIndex((line) => /^\d{3}(?: |$)/.test(line));
    if (end >= 0 && end < lines.length - 1) {
      const taken = lines.slice(0, end + 1);
      conn.buffer = lines.slice(end + 1).join('\r\n');
      return { code: Number(taken[end]?.slice(0, 3)), text: taken.join('\n') };
    }
    if (conn.socket.destroyed) throw new Error('SMTP connection closed');
    await new Promise<void>((resolve) => conn.waiters.push(resolve));
  }
}

async function command(conn: Conn, line: string | null, expect: number): Promise<string> {
  if (line !== null) conn.socket.write(`${line}\r\n`);
  const answer = await reply(conn);
  if (answer.code !== expect) {
    const shown = line?.startsWith('AUTH') ? 'AUTH' : line;
    throw new Error(`SMTP ${shown ?? 'greeting'} answered ${answer.text}`);
  }
  return answer.text;
}

const address = (value: string) => /<([^>]+)>/.exec(value)?.[1] ?? value.trim();
const encodeWord = (text: string) =>
  /^[\x20-\x7e]*$/.test(text) ? text : `=?UTF-8?B?${Buffer.from(text).toString('base64')}?=`;

/** RFC 5322 message, UTF-8 text in base64 (safe for any server, no dot-stuffing needed). */
export function formatMessage(from: string, message: MailMessage, date = new Date()): string {
  const domain = address(from).split('@')[1] ?? 'localhost';
  const body = Buffer.from(message.text).toString('base64').replace(/.{76}/g, '$&\r\n');
  return [
    `From: ${from}`,
    `To: ${message.to}`,
    `Subject: ${encodeWord(message.subject)}`,
    `Date: ${date.toUTCString()}`,
    `Message-ID: <${randomUUID()}@${domain}>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    `Content-Language: ${message.locale}`,
    '',
    body,
  ].join('\r\n');
}

function connect(url: URL): Promise<net.Socket> {
  const secure = url.protocol === 'smtps:';
  const port = Number(url.port || (secure ? 465 : 587));
  return new Promise((resolve, reject) => {
    const socket = secure
      ? tls.connect({ host: url.hostname, port, servername: url.hostname }, () => resolve(socket))
      : net.connect({ host: url.hostname, port }, () => resolve(socket));
    socket.once('error', reject);
  });
}

function startTls(socket: net.Socket, host: string): Promise<tls.TLSSocket> {
  return new Promise((resolve, reject) => {
    const secured = tls.connect({ socket, servername: host }, () => resolve(secured));
    secured.once('error', reject);
  });
}

export async function sendSmtp(smtpUrl: string, from: string, message: MailMessage): Promise<void> {
  const url = new URL(smtpUrl);
  let conn = attach(await connect(url));
  let secure = url.protocol === 'smtps:';
  try {
    await command(conn, null, 220);
    const features = await command(conn, 'EHLO backoffice-portal', 250);
    if (!secure && /STARTTLS/i.test(features)) {
      await command(conn, 'STARTTLS', 220);
      conn.socket.removeAllListeners('data');
      conn = attach(await startTls(conn.socket, url.hostname), { ...conn, buffer: '' });
      secure = true;
      await command(conn, 'EHLO backoffice-portal', 250);
    }
    if (url.username) {
      if (!secure) throw new Error('SMTP credentials need TLS (smtps:// or STARTTLS)');
      const plain = `\0${decodeURIComponent(url.username)}\0${decodeURIComponent(url.password)}`;
      await command(conn, `AUTH PLAIN ${Buffer.from(plain).toString('base64')}`, 235);
    }
    await command(conn, `MAIL FROM:<${address(from)}>`, 250);
    await command(conn, `RCPT TO:<${address(message.to)}>`, 250);
    await command(conn, 'DATA', 354);
    await command(conn, `${formatMessage(from, message)}\r\n.`, 250);
    conn.socket.write('QUIT\r\n');
  } finally {
    conn.socket.end();
  }
}
