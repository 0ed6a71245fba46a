import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FirstLoginInfo } from '../../../src/contract';
import type { TestDb } from '../../test/test-db';
import { createUser, postJson, readEnvelope, setupTestDb, signIn } from '../../test/test-app';
import { authHeader, buildMailApp, mailTo, tokenFromMail } from './account-test-kit';

let testDb: TestDb;
let app: ReturnType<typeof buildMailApp>;
let adminHeaders: Record<string, string>;

beforeAll(async () => {
  testDb = await setupTestDb();
  app = buildMailApp(testDb.db);
  adminHeaders = authHeader((await signIn(app, 'admin')).body.data?.accessToken);
});
afterAll(async () => {
  await testDb.drop();
});

const PASSWORD = 'First#Login1';
const form = (token: string, extra: Record<string, unknown> = {}) => ({
  mode: 'password',
  token,
  password: PASSWORD,
  confirmPassword: PASSWORD,
  question: 'firstSchool',
  answer: 'SK Taman Melawati',
  secretPhrase: 'nasi lemak pagi',
  acceptTerms: true,
  ...extra,
});

/** A new (N) user of the given role with a mailed first-time login link; answers its token. */
async function invite(username: string, role = 'Merchant User', email = `${username}@example.com`) {
  await createUser(testDb.db, username, 'N');
  await testDb.db.query(
    `UPDATE users SET email = $2, role_id = (SELECT id FROM roles WHERE name = $3) WHERE username = $1`,
    [username, email, role],
  );
  const res = await postJson(app, '/Account/send-first-time-login', { username }, adminHeaders);
  expect((await readEnvelope(res)).code).toBe('account.firstLoginLinkSent');
  return tokenFromMail(app, email);
}

describe('first-time login', () => {
  it('a merchant user sets password, question, phrase and terms, then signs in', async () => {
    const token = await invite('ftl.user');
    expect(await signIn(app, 'ftl.user').then((r) => r.body.code)).toBe('auth.statusNew');
    const info = await readEnvelope<FirstLoginInfo>(
      await postJson(app, '/General/first-time-login/validate', { token }),
    );
    expect(info.data).toMatchObject({
      username: 'ftl.user',
      role: 'Merchant User',
      isMerchantAdmin: false,
    });
    const res = await postJson(app, '/General/first-time-login', form(token));
    expect(res.status).toBe(200);
    expect((await readEnvelope(res)).code).toBe('account.firstLoginDone');
    expect((await signIn(app, 'ftl.user', PASSWORD)).res.status).toBe(200);
    const { rows } = await testDb.db.query<{ answer_hash: string; terms_accepted_at: string | null }>(
      `SELECT answer_hash, terms_accepted_at FROM user_security s JOIN users u ON u.id = s.user_id WHERE u.username = 'ftl.user'`,
    );
    expect(rows[0]?.answer_hash).toMatch(/^\$argon2id\$/);
    expect(rows[0]?.terms_accepted_at).not.toBeNull();
    // The link is spent: the account is active now.
    const again = await postJson(app, '/General/first-time-login/validate', { token });
    expect(again.status).toBe(409);
    expect((await readEnvelope(again)).message).toBe('Account is already activated, please proceed to login');
  });

  it('records that the password is set, so deactivating and activating again gives an active user', async () => {
    const token = await invite('ftl.back');
    expect((await postJson(app, '/General/first-time-login', form(token))).status).toBe(200);
    const setStatus = async (status: string) => {
      const { rows } = await testDb.db.query<{ id: string; version: number }>(
        `SELECT id, version::float8 AS version FROM users WHERE username = 'ftl.back'`,
      );
      const res = await postJson(
        app,
        '/User/status/update',
        { id: rows[0]?.id, status, baseVersion: rows[0]?.version },
        adminHeaders,
      );
      return (await readEnvelope<{ status: string }>(res)).data?.status;
    };
    expect(await setStatus('Inactive')).toBe('D');
    expect(await setStatus('Active')).toBe('A');
    expect((await signIn(app, 'ftl.back', PASSWORD)).res.status).toBe(200);
  });

  it('a merchant admin must also confirm the organization', async () => {
    const token = await invite('ftl.admin', 'Merchant Admin');
    const info = await readEnvelope<FirstLoginInfo>(
      await postJson(app, '/General/first-time-login/validate', { token }),
    );
    expect(info.data?.isMerchantAdmin).toBe(true);
    const missing = await postJson(app, '/General/first-time-login', form(token));
    expect(missing.status).toBe(422);
    expect((await readEnvelope(missing)).errors?.[0]?.path).toBe('confirmOrganization');
    const res = await postJson(app, '/General/first-time-login', form(token, { confirmOrganization: true }));
    expect(res.status).toBe(200);
  });

  it('offers no reuse of another account’s password: only a password of its own', async () => {
    const token = await invite('ftl.reuse', 'Merchant User', 'aisyah.rahman@backoffice.com.my');
    const reuse = {
      mode: 'singleSignOn',
      ssoUsername: 'admin',
      ssoPassword: 'Demo@12345',
      password: undefined,
      confirmPassword: undefined,
    };
    const res = await postJson(app, '/General/first-time-login', form(token, reuse));
    expect(res.status).toBe(422);
    expect((await signIn(app, 'ftl.reuse', 'Demo@12345')).body.code).toBe('auth.statusNew');
  });

  it('refuses bad input with the product messages', async () => {
    const token = await invite('ftl.bad');
    const cases: [Record<string, unknown>, string, string][] = [
      [
        { password: 'weakpass', confirmPassword: 'weakpass' },
        'password',
        'Your password does not meet requirements',
      ],
      [{ confirmPassword: 'Other#Pass1' }, 'confirmPassword', 'Password is not identical, please try again.'],
      [{ secretPhrase: 'abc' }, 'secretPhrase', 'Secret phrase does not meet requirements'],
      [{ answer: 'Taman@Melawati' }, 'answer', 'Use letters, numbers and spaces only'],
      [{ acceptTerms: false }, 'acceptTerms', 'Please accept the terms and conditions'],
      [{ question: 'favouriteColour' }, 'question', 'This field is required'],
    ];
    for (const [change, path, message] of cases) {
      const res = await postJson(app, '/General/first-time-login', form(token, change));
      const body = await readEnvelope(res);
      expect(res.status, path).toBe(422);
      expect(body.message).toBe('Password setup failed. Please check and try again');
      expect(body.errors?.[0], path).toMatchObject({ path, message });
    }
    expect((await postJson(app, '/General/first-time-login', form(token))).status).toBe(200);
  });

  it('says the account is not found for a made-up link, and refuses an expired one', async () => {
    const unknown = await postJson(app, '/General/first-time-login/validate', { token: 'made-up' });
    expect(unknown.status).toBe(404);
    expect((await readEnvelope(unknown)).message).toBe('Account not found, please try again');
    const token = await invite('ftl.late');
    await testDb.db.query(
      `UPDATE account_tokens SET expires_at = now() - interval '1 second' WHERE purpose = 'firstLogin'`,
    );
    expect((await readEnvelope(await postJson(app, '/General/first-time-login', form(token)))).code).toBe(
      'account.linkInvalid',
    );
  });

  it('only staff or the merchant admin of the same merchant may send the link, to new users only', async () => {
    await createUser(testDb.db, 'ftl.scope', 'N');
    await testDb.db.query(
      `UPDATE users SET merchant_id = (SELECT merchant_id FROM users WHERE username = 'merchant.admin')
       WHERE username = 'ftl.scope'`,
    );
    const merchantUser = authHeader((await signIn(app, 'merchant.user')).body.data?.accessToken);
    expect(
      (await postJson(app, '/Account/send-first-time-login', { username: 'ftl.scope' }, merchantUser)).status,
    ).toBe(403);
    const merchantAdmin = authHeader((await signIn(app, 'merchant.admin')).body.data?.accessToken);
    expect(
      (await postJson(app, '/Account/send-first-time-login', { username: 'ftl.scope' }, merchantAdmin))
        .status,
    ).toBe(200);
    const active = await postJson(
      app,
      '/Account/send-first-time-login',
      { username: 'merchant.user' },
      adminHeaders,
    );
    expect(active.status).toBe(409);
    const [mail] = await mailTo(app, 'ftl.scope@example.com');
    expect(mail?.text).toContain('Your username is ftl.scope.');
  });
});
