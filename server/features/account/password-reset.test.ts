import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import type { Db } from '../../db/client';
import { createDeferred, type Deferred } from '../../lib/deferred';
import type { MailMessage } from '../../lib/mail/mailer';
import type { TestDb } from '../../test/test-db';
import {
  createUser,
  postJson,
  readEnvelope,
  refreshCookieOf,
  setupTestDb,
  signIn,
  TEST_JWT_SECRET,
  testEnv,
} from '../../test/test-app';
import { buildMailApp, mailTo, tokenFromMail } from './account-test-kit';

let testDb: TestDb;
let app: ReturnType<typeof buildMailApp>;
const NEW_PASSWORD = 'Fresh#Pass2024';

beforeAll(async () => {
  testDb = await setupTestDb();
  app = buildMailApp(testDb.db);
});
afterAll(async () => {
  await testDb.drop();
});

const requestReset = (username: unknown, headers: Record<string, string> = {}) =>
  postJson(app, '/General/request-password-reset', { username }, headers);
const reset = (token: string, password = NEW_PASSWORD, confirmPassword = password) =>
  postJson(app, '/General/reset-password', { token, password, confirmPassword });
const validate = (token: string) => postJson(app, '/General/validate-password-reset', { token });

describe('forgot password', () => {
  it('answers the same for an existing and an unknown account, and mails only the real one', async () => {
    const known = await requestReset('merchant.user');
    const unknown = await requestReset('nobody.here');
    const knownBody = await readEnvelope(known);
    const unknownBody = await readEnvelope(unknown);
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknownBody).toEqual(knownBody);
    expect(knownBody.code).toBe('account.resetLinkSent');
    const { rows } = await testDb.db.query<{ email: string }>(
      `SELECT email FROM users WHERE username = 'merchant.user'`,
    );
    const sent = await mailTo(app, rows[0]?.email ?? '');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      kind: 'reset',
      locale: 'en',
      subject: 'Reset your Back Office Portal password',
    });
    expect(sent[0]?.text).toContain('http://portal.test/login-reset-password?token=');
  });

  it('mails in Malay when asked from a Malay page, and accepts the email instead of the username', async () => {
    await createUser(testDb.db, 'reset.malay', 'A');
    const res = await requestReset('RESET.MALAY@example.com', { 'Accept-Language': 'ms' });
    expect(res.status).toBe(200);
    const [mail] = await mailTo(app, 'reset.malay@example.com');
    expect(mail).toMatchObject({
      locale: 'ms',
      subject: 'Tetapkan semula kata laluan Portal Pejabat Belakang anda',
    });
  });

  it('sends nothing to new, disabled or deleted accounts', async () => {
    for (const [username, status] of [
      ['reset.n', 'N'],
      ['reset.d', 'D'],
      ['reset.x', 'X'],
    ] as const) {
      await createUser(testDb.db, username, status);
      expect((await requestReset(username)).status).toBe(200);
      expect(await mailTo(app, `${username}@example.com`)).toHaveLength(0);
    }
  });

  it('sends at most one link a minute to an account', async () => {
    await createUser(testDb.db, 'reset.flood', 'A');
    await requestReset('reset.flood');
    await requestReset('reset.flood');
    expect(await mailTo(app, 'reset.flood@example.com')).toHaveLength(1);
  });

  it('rejects a missing username', async () => {
    const res = await requestReset('');
    expect(res.status).toBe(422);
    expect((await readEnvelope(res)).errors?.[0]).toMatchObject({
      path: 'username',
      code: 'validation.required',
    });
  });
});

describe('reset password', () => {
  it('unlocks a locked account, ends its sessions, and the link works once', async () => {
    await createUser(testDb.db, 'reset.locked', 'A');
    const before = await signIn(app, 'reset.locked');
    const oldCookie = refreshCookieOf(before.res);
    await testDb.db.query(
      `UPDATE users SET status = 'L', failed_attempts = 3 WHERE username = 'reset.locked'`,
    );
    expect((await signIn(app, 'reset.locked')).body.code).toBe('auth.locked');

    await requestReset('reset.locked');
    const token = await tokenFromMail(app, 'reset.locked@example.com');
    const check = await validate(token);
    expect(await readEnvelope(check)).toMatchObject({ success: true, data: { username: 'reset.locked' } });

    const res = await reset(token);
    expect(res.status).toBe(200);
    expect(await readEnvelope(res)).toMatchObject({
      code: 'account.passwordUpdated',
      message: 'Your password has been updated. Please sign in with your new password.',
    });
    const after = await signIn(app, 'reset.locked', NEW_PASSWORD);
    expect(after.res.status).toBe(200);
    expect((await signIn(app, 'reset.locked')).body.code).toBe('auth.attemptsLeft');
    // The session from before the reset is gone.
    const refresh = await app.request('/api/v1/bo/General/refresh-token', {
      method: 'POST',
      headers: { Cookie: oldCookie },
    });
    expect(refresh.status).toBe(401);
    // Used once: the same link again is refused, by validate and by reset.
    expect((await readEnvelope(await validate(token))).code).toBe('account.linkInvalid');
    const again = await reset(token, 'Other#Pass2024');
    expect(again.status).toBe(400);
    expect((await readEnvelope(again)).message).toBe(
      'This link is invalid or has expired. Please request a new one.',
    );
  });

  it('clears status R', async () => {
    await createUser(testDb.db, 'reset.r', 'R');
    await requestReset('reset.r');
    expect((await reset(await tokenFromMail(app, 'reset.r@example.com'))).status).toBe(200);
    expect((await signIn(app, 'reset.r', NEW_PASSWORD)).res.status).toBe(200);
  });

  it('refuses an expired link', async () => {
    await createUser(testDb.db, 'reset.late', 'A');
    await requestReset('reset.late');
    const token = await tokenFromMail(app, 'reset.late@example.com');
    await testDb.db.query(
      `UPDATE account_tokens SET expires_at = now() - interval '1 second'
       WHERE user_id = (SELECT id FROM users WHERE username = 'reset.late')`,
    );
    expect((await readEnvelope(await validate(token))).code).toBe('account.linkInvalid');
    expect((await reset(token)).status).toBe(400);
  });

  it('a newer link replaces an older one', async () => {
    await createUser(testDb.db, 'reset.twice', 'A');
    await requestReset('reset.twice');
    const first = await tokenFromMail(app, 'reset.twice@example.com');
    await testDb.db.query(
      `UPDATE account_tokens SET created_at = now() - interval '2 minutes'
       WHERE user_id = (SELECT id FROM users WHERE username = 'reset.twice')`,
    );
    await requestReset('reset.twice');
    // The link is made after the answer (deferred): reading the mail waits for it.
    const second = await tokenFromMail(app, 'reset.twice@example.com');
    expect(second).not.toBe(first);
    expect((await reset(first)).status).toBe(400);
    expect((await reset(second)).status).toBe(200);
  });

  it('enforces the password policy and the confirmation, with the product messages', async () => {
    await createUser(testDb.db, 'reset.weak', 'A');
    await requestReset('reset.weak');
    const token = await tokenFromMail(app, 'reset.weak@example.com');
    for (const weak of ['Sh#1a', 'nouppercase#1', 'NoSymbol123', 'No#Digits']) {
      const res = await reset(token, weak);
      expect(res.status, weak).toBe(422);
      expect((await readEnvelope(res)).errors).toEqual([
        expect.objectContaining({ path: 'password', message: 'Your password does not meet requirements' }),
      ]);
    }
    const mismatch = await reset(token, NEW_PASSWORD, 'Fresh#Pass2025');
    expect((await readEnvelope(mismatch)).errors).toEqual([
      expect.objectContaining({
        path: 'confirmPassword',
        message: 'Password is not identical, please try again.',
      }),
    ]);
    // The failed attempts did not use the link up.
    expect((await reset(token)).status).toBe(200);
  });

  it('refuses a made-up token', async () => {
    const res = await reset('made-up-token');
    expect(res.status).toBe(400);
    expect((await readEnvelope(res)).code).toBe('account.linkInvalid');
  });
});

describe('forgot password: what the answer waits for', () => {
  /** Deferred work held until `flush`, so a test sees what happened before the answer. */
  function heldDeferred() {
    const tasks: (() => Promise<void>)[] = [];
    const deferred: Deferred & { tasks: typeof tasks; flush(): Promise<void> } = {
      tasks,
      defer: (_label, task) => void tasks.push(task),
      idle: () => Promise.resolve(),
      async flush() {
        for (let task = tasks.shift(); task; task = tasks.shift()) await task();
      },
    };
    return deferred;
  }

  /** An app on the shared database that counts its queries and keeps the mail it sends. */
  function observedApp(deferred: Deferred) {
    const sent: MailMessage[] = [];
    let queries = 0;
    const db: Db = {
      ...testDb.db,
      query: (...args: Parameters<Db['query']>) => {
        queries += 1;
        return testDb.db.query(...args);
      },
    } as Db;
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bo-mail-'));
    const observed = createApp({
      db,
      env: testEnv({ DATA_DIR: dataDir, APP_URL: 'http://portal.test' }),
      jwtSecret: TEST_JWT_SECRET,
      deferred,
      mail: { transport: { deliver: (message) => Promise.resolve(void sent.push(message)) } },
    });
    const ask = async (username: string) => {
      const before = queries;
      const res = await postJson(observed, '/General/request-password-reset', { username });
      return { status: res.status, body: await readEnvelope(res), queries: queries - before };
    };
    return { ask, sent };
  }

  it('answers a known and an unknown account after the same work, and mails only after the answer', async () => {
    await createUser(testDb.db, 'reset.timing', 'A');
    const deferred = heldDeferred();
    const { ask, sent } = observedApp(deferred);
    const known = await ask('reset.timing');
    const unknown = await ask('nobody.at.all');
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    // The same work before answering: no query of the account (and so no token to hash) yet.
    expect(known.queries).toBe(unknown.queries);
    expect(deferred.tasks).toHaveLength(2);
    expect(sent).toHaveLength(0);
    const { rows } = await testDb.db.query(
      `SELECT 1 FROM account_tokens t JOIN users u ON u.id = t.user_id WHERE u.username = 'reset.timing'`,
    );
    expect(rows).toHaveLength(0);

    await deferred.flush();
    expect(sent.map((mail) => [mail.to, mail.kind])).toEqual([['reset.timing@example.com', 'reset']]);
  });

  it('does not wait for a slow mail transport', async () => {
    await createUser(testDb.db, 'reset.slow', 'A');
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const sending: string[] = [];
    const deferred = createDeferred();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bo-mail-'));
    const slow = createApp({
      db: testDb.db,
      env: testEnv({ DATA_DIR: dataDir, APP_URL: 'http://portal.test' }),
      jwtSecret: TEST_JWT_SECRET,
      deferred,
      mail: { transport: { deliver: (message) => (sending.push(message.to), gate) } },
    });
    const res = await postJson(slow, '/General/request-password-reset', { username: 'reset.slow' });
    expect(res.status).toBe(200);
    // Answered before the mail was even tried; then tried while the transport still hangs.
    expect(sending).toHaveLength(0);
    await expect.poll(() => sending).toEqual(['reset.slow@example.com']);
    release();
    await deferred.idle();
  });
});
