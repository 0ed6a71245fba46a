import { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../app';
import { parseEnv } from '../../env';
import type { TestDb } from '../../test/test-db';
import { SMTP_PASSWORD, SMTP_USER, startSmtpListener, TEST_SMTP_CERT } from '../../test/smtp-listener';
import {
  createUser,
  postJson,
  readEnvelope,
  setupTestDb,
  signIn,
  TEST_JWT_SECRET,
  testEnv,
} from '../../test/test-app';
import type { AppBindings } from '../context';
import { createDeferred } from '../deferred';
import { createMailQueue, type MailQueue } from './mail-queue';
import { createMailTransport, type MailMessage } from './mailer';
import { mailAfterAnswer } from './request-mail';
import { buildMail, localeOf } from './templates';

const FROM = 'Portal <no-reply@portal.test>';
const smtpUrl = (port: number, scheme = 'smtp') =>
  `${scheme}://${encodeURIComponent(SMTP_USER)}:${encodeURIComponent(SMTP_PASSWORD)}@127.0.0.1:${port}`;
const otpMail = (to: string): MailMessage =>
  buildMail('otp', { to, name: 'Siti', locale: 'en' }, { code: '123456', seconds: 120 });

let testDb: TestDb;
beforeAll(async () => {
  testDb = await setupTestDb();
});
afterAll(async () => {
  await testDb.drop();
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** The app sending through a real SMTP listener, trusting its test certificate explicitly. */
function smtpApp(url: string) {
  const env = testEnv({ SMTP_URL: url, MAIL_FROM: FROM, APP_URL: 'http://portal.test' });
  const deferred = createDeferred();
  const app = createApp({
    db: testDb.db,
    env,
    jwtSecret: TEST_JWT_SECRET,
    deferred,
    mail: { transport: createMailTransport(env, { ca: TEST_SMTP_CERT }), retryDelaysMs: [20, 20] },
  });
  return { app, deferred };
}

describe('mail through SMTP (nodemailer to a real listener)', () => {
  it('sends a password reset after the answer, over STARTTLS with AUTH PLAIN', async () => {
    const listener = await startSmtpListener({ authMethods: ['PLAIN'] });
    try {
      await createUser(testDb.db, 'smtp.plain', 'A');
      const { app, deferred } = smtpApp(smtpUrl(listener.port));
      const res = await postJson(app, '/General/request-password-reset', { username: 'smtp.plain' });
      expect(res.status).toBe(200);
      await deferred.idle();

      expect(listener.received).toHaveLength(1);
      const [mail] = listener.received;
      expect(mail).toMatchObject({
        from: 'no-reply@portal.test',
        to: ['smtp.plain@example.com'],
        isSecure: true,
        authMethod: 'PLAIN',
        user: SMTP_USER,
      });
      expect(mail?.headers.to).toBe('smtp.plain@example.com');
      expect(mail?.headers.from).toBe(FROM);
      expect(mail?.headers.subject).toBe('Reset your Back Office Portal password');
      expect(mail?.headers['content-language']).toBe('en');
      expect(mail?.body).toContain('Hello Test,');
      expect(mail?.body).toMatch(/http:\/\/portal\.test\/login-reset-password\?token=[\w-]{20,}/);
    } finally {
      await listener.close();
    }
  });

  it('retries a transient refusal (451) and delivers once, with AUTH LOGIN, in the user language', async () => {
    const listener = await startSmtpListener({
      authMethods: ['LOGIN'],
      refuseRecipient: { code: 451, count: 1 },
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      await createUser(testDb.db, 'smtp.login', 'A');
      const { app, deferred } = smtpApp(smtpUrl(listener.port));
      const { body } = await signIn(app, 'smtp.login');
      const res = await postJson(
        app,
        '/Account/otp',
        { purpose: 'password' },
        { Authorization: `Bearer ${body.data?.accessToken ?? ''}`, 'Accept-Language': 'ms' },
      );
      expect((await readEnvelope(res)).code).toBe('account.otpSent');
      await deferred.idle();

      expect(listener.rcptAttempts()).toBe(2);
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/otp mail: attempt 1 of 3 failed .*451/));
      expect(listener.received).toHaveLength(1);
      const [mail] = listener.received;
      expect(mail).toMatchObject({ to: ['smtp.login@example.com'], isSecure: true, authMethod: 'LOGIN' });
      const code = /^Kata laluan sekali guna anda: (\d{6})$/.exec(mail?.headers.subject ?? '')?.[1];
      expect(code).toBeDefined();
      expect(mail?.body).toContain(`Kata laluan sekali guna anda ialah ${code}.`);
    } finally {
      await listener.close();
    }
  });

  it('logs a permanent refusal (550) once, without retrying, and the answer stands', async () => {
    const listener = await startSmtpListener({ refuseRecipient: { code: 550, count: 10 } });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await createUser(testDb.db, 'smtp.refused', 'A');
      const { app, deferred } = smtpApp(smtpUrl(listener.port));
      const res = await postJson(app, '/General/request-password-reset', { username: 'smtp.refused' });
      expect(res.status).toBe(200);
      await deferred.idle();

      expect(listener.rcptAttempts()).toBe(1);
      expect(listener.received).toHaveLength(0);
      expect(error).toHaveBeenCalledWith(
        expect.stringMatching(/reset mail failed after its answer/),
        expect.objectContaining({ message: 'not sent after 1 attempt' }),
      );
    } finally {
      await listener.close();
    }
  });

  it('gives up after three attempts when the server stays unavailable', async () => {
    const listener = await startSmtpListener({ refuseRecipient: { code: 421, count: 10 } });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const env = parseEnv({ SMTP_URL: smtpUrl(listener.port) });
      const deferred = createDeferred();
      const queue = createMailQueue(createMailTransport(env, { ca: TEST_SMTP_CERT }), deferred, [10, 10]);
      queue.send(otpMail('busy@example.com'), '[test]');
      await deferred.idle();
      expect(listener.rcptAttempts()).toBe(3);
      expect(error).toHaveBeenCalledWith(
        '[test] otp mail failed after its answer:',
        expect.objectContaining({ message: 'not sent after 3 attempts' }),
      );
    } finally {
      await listener.close();
    }
  });

  it('connects with TLS from the start for smtps://', async () => {
    const listener = await startSmtpListener({ isSecure: true });
    try {
      const env = parseEnv({ SMTP_URL: smtpUrl(listener.port, 'smtps'), MAIL_FROM: FROM });
      await createMailTransport(env, { ca: TEST_SMTP_CERT }).deliver(otpMail('tls@example.com'));
      expect(listener.received).toMatchObject([{ to: ['tls@example.com'], isSecure: true }]);
    } finally {
      await listener.close();
    }
  });

  it('trusts only certificates the system trusts unless told otherwise', async () => {
    const listener = await startSmtpListener();
    try {
      const env = parseEnv({ SMTP_URL: smtpUrl(listener.port) });
      await expect(createMailTransport(env).deliver(otpMail('a@example.com'))).rejects.toThrow(
        /self-signed certificate/,
      );
      expect(listener.logins).toHaveLength(0);
    } finally {
      await listener.close();
    }
  });

  it('never sends credentials to a server without TLS', async () => {
    const listener = await startSmtpListener({ hasNoTls: true });
    try {
      const env = parseEnv({ SMTP_URL: smtpUrl(listener.port) });
      await expect(
        createMailTransport(env, { ca: TEST_SMTP_CERT }).deliver(otpMail('a@example.com')),
      ).rejects.toMatchObject({ code: 'ETLS' });
      expect(listener.logins).toHaveLength(0);
      expect(listener.received).toHaveLength(0);
    } finally {
      await listener.close();
    }
  });
});

describe('mail of a request', () => {
  /** A route that queues a mail, then answers `status`. */
  function appAnswering(status: 200 | 409) {
    const queued: [string, string | undefined][] = [];
    const queue: MailQueue = { send: (message, origin) => void queued.push([message.to, origin]) };
    const app = new Hono<AppBindings>()
      .use((c, next) => (c.set('requestId', 'req-1'), next()))
      .use(mailAfterAnswer(queue))
      .post('/', (c) => {
        c.get('mailer').send(otpMail('someone@example.com'));
        return c.json({}, status);
      });
    return { app, queued };
  }

  it('is queued once the answer is a success', async () => {
    const { app, queued } = appAnswering(200);
    await app.request('/', { method: 'POST' });
    expect(queued).toEqual([['someone@example.com', '[req-1]']]);
  });

  it('is dropped when the request failed (its transaction rolled back)', async () => {
    const { app, queued } = appAnswering(409);
    await app.request('/', { method: 'POST' });
    expect(queued).toEqual([]);
  });
});

describe('mail texts and the development mail page', () => {
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
    const { db } = testDb;
    const prod = createApp({ db, env: parseEnv({ NODE_ENV: 'production' }), jwtSecret: 'x'.repeat(40) });
    // From this machine (the page answers no one else: features/account/dev-mail.test.ts).
    const local = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };
    expect((await prod.request('/api/dev/mail', {}, local)).status).toBe(404);
    const dev = createApp({
      db,
      env: parseEnv({ DATA_DIR: '/nonexistent-mail-dir' }),
      jwtSecret: 'x'.repeat(40),
    });
    expect((await dev.request('/api/dev/mail', {}, local)).status).toBe(200);
    expect(await (await dev.request('/api/dev/mail/inbox', {}, local)).text()).toContain(
      'Development mail (0)',
    );
  });
});
