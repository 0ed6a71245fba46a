import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMessage, PAGE_PATH_HEADER } from '../../../src/contract';
import type { TestDb } from '../../test/test-db';
import { buildApp, createUser, postJson, readEnvelope, setupTestDb, signIn } from '../../test/test-app';

let testDb: TestDb;
let app: ReturnType<typeof buildApp>;

beforeAll(async () => {
  testDb = await setupTestDb();
  app = buildApp(testDb.db);
});
afterAll(async () => {
  await testDb.drop();
});

describe('POST /General/sign-in', () => {
  it('answers a Session and sets the refresh cookie', async () => {
    const { res, body } = await signIn(app, 'admin', undefined, {
      'User-Agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36',
    });
    expect(res.status).toBe(200);
    expect(body).toMatchObject({
      success: true,
      code: 'auth.signedIn',
      message: 'Signed in successfully.',
      Message: 'Signed in successfully.',
    });
    expect(body.data?.expiresIn).toBe(900);
    expect(body.data?.accessToken.split('.')).toHaveLength(3);
    expect(body.data?.user).toEqual({
      userID: expect.any(String),
      username: 'admin',
      firstName: 'Aisyah',
      lastName: 'Rahman',
      email: 'aisyah.rahman@backoffice.com.my',
      role: 'Super Admin',
      roleId: expect.any(String),
      level: 'Checker',
      userType: 'staff',
      merchantId: null,
      merchantName: null,
      permissions: {
        menus: expect.arrayContaining(['access.uac', 'user.manage']),
        functions: expect.arrayContaining(['access.uac:update', 'user.manage:delete']),
      },
    });
    const cookie = res.headers.getSetCookie().find((line) => line.startsWith('bo_refresh='));
    expect(cookie).toMatch(/^bo_refresh=[A-Za-z0-9_-]{43}; /);
    expect(cookie).toContain('Max-Age=1296000');
    expect(cookie).toContain('Path=/api/v1/bo/General');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).not.toContain('Secure');
    const { rows } = await testDb.db.query<{ device_name: string }>(
      `SELECT s.device_name FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.username = 'admin'`,
    );
    expect(rows.at(-1)?.device_name).toBe('Chrome on Windows');
  });

  it('gives merchant users their merchant', async () => {
    const { body } = await signIn(app, 'merchant.user');
    expect(body.data?.user).toMatchObject({
      role: 'Merchant User',
      userType: 'merchant',
      merchantName: 'Demo Travel & Tours Sdn Bhd',
      merchantId: expect.any(String),
      level: 'Maker',
    });
  });

  it('sets Secure on the cookie when configured', async () => {
    const secureApp = buildApp(testDb.db, { COOKIE_SECURE: '1' });
    const { res } = await signIn(secureApp, 'maker');
    expect(res.headers.getSetCookie().join('\n')).toContain('Secure');
  });

  it('treats the username case-insensitively', async () => {
    const { res, body } = await signIn(app, '  MERCHANT.Admin ');
    expect(res.status).toBe(200);
    expect(body.data?.user.username).toBe('merchant.admin');
  });

  it('rejects an unknown username', async () => {
    const { res, body } = await signIn(app, 'nobody.here');
    expect(res.status).toBe(401);
    expect(body).toMatchObject({
      success: false,
      code: 'auth.usernameNotFound',
      message: 'Username not found. Please try again.',
      Message: 'Username not found. Please try again.',
      data: null,
    });
  });

  it('warns twice, then locks on the third wrong password', async () => {
    await createUser(testDb.db, 'three.strikes', 'A');
    const answers = [];
    for (let i = 0; i < 3; i++) {
      const { res, body } = await signIn(app, 'three.strikes', 'Wrong@12345');
      answers.push([res.status, body.message]);
    }
    expect(answers).toEqual([
      [401, 'Password not match with username. You have 2 more attempts.'],
      [401, 'Password not match with username. You have 1 more attempt.'],
      [401, 'Your account is locked, please proceed to Forgot Password'],
    ]);
    const locked = await signIn(app, 'three.strikes');
    expect(locked.body.code).toBe('auth.locked');
    expect(locked.body.success).toBe(false);
  });

  it('resets the counter after a right password', async () => {
    await createUser(testDb.db, 'forgetful', 'A');
    await signIn(app, 'forgetful', 'Wrong@1');
    await signIn(app, 'forgetful', 'Wrong@2');
    expect((await signIn(app, 'forgetful')).res.status).toBe(200);
    expect((await signIn(app, 'forgetful', 'Wrong@3')).body.code).toBe('auth.attemptsLeft');
  });

  it('never counts more than three concurrent wrong attempts', async () => {
    const id = await createUser(testDb.db, 'racer', 'A');
    const answers = await Promise.all(Array.from({ length: 8 }, () => signIn(app, 'racer', 'Wrong@1')));
    const codes = answers.map((answer) => answer.body.code);
    expect(codes.filter((code) => code === 'auth.attemptsLeft')).toHaveLength(1);
    expect(codes.filter((code) => code === 'auth.attemptsLeft1')).toHaveLength(1);
    expect(codes.filter((code) => code === 'auth.locked')).toHaveLength(6);
    const { rows } = await testDb.db.query<{ failed_attempts: number; status: string }>(
      'SELECT failed_attempts, status FROM users WHERE id = $1',
      [id],
    );
    expect(rows[0]).toEqual({ failed_attempts: 3, status: 'L' });
  });

  it.each([
    ['N', 'auth.statusNew'],
    ['D', 'auth.statusDisabled'],
    ['X', 'auth.statusDeleted'],
    ['L', 'auth.locked'],
    ['R', 'auth.statusReset'],
  ] as const)('refuses status %s with %s even with the right password', async (status, code) => {
    await createUser(testDb.db, `status.${status.toLowerCase()}`, status);
    const { res, body } = await signIn(app, `status.${status.toLowerCase()}`);
    expect(res.status).toBe(403);
    expect(body).toMatchObject({
      success: false,
      code,
      message: formatMessage(code),
      Message: formatMessage(code),
      data: null,
    });
    expect(res.headers.getSetCookie()).toEqual([]);
  });

  it('records the page path in the audit log', async () => {
    await signIn(app, 'maker', undefined, { [PAGE_PATH_HEADER]: 'login', 'X-Request-Id': 'audit-check-1' });
    const { rows } = await testDb.db.query<{ action: string; page_path: string }>(
      `SELECT action, page_path FROM audit_log WHERE request_id = 'audit-check-1'`,
    );
    expect(rows).toEqual([{ action: 'auth.signIn', page_path: 'login' }]);
  });

  it('answers a validation envelope with Message for missing fields', async () => {
    const res = await postJson(app, '/General/sign-in', { username: '' });
    const body = await readEnvelope(res);
    expect(res.status).toBe(422);
    expect(body.code).toBe('error.validation');
    expect(body.Message).toBe(body.message);
    expect(body.errors?.map((error) => [error.path, error.code])).toEqual([
      ['username', 'validation.required'],
      ['password', 'validation.required'],
    ]);
  });
});

describe('sign-in rate limit', () => {
  it('answers 429 with Retry-After after the limit, per client address', async () => {
    const limited = buildApp(testDb.db, { SIGN_IN_RATE_LIMIT: '3', TRUST_PROXY: '1' });
    const from = (ip: string) => ({ 'X-Forwarded-For': ip });
    for (let i = 0; i < 3; i++) {
      expect((await signIn(limited, 'nobody', 'x', from('203.0.113.7'))).res.status).toBe(401);
    }
    const { res, body } = await signIn(limited, 'admin', undefined, from('203.0.113.7'));
    expect(res.status).toBe(429);
    expect(body).toMatchObject({ success: false, code: 'auth.rateLimited', Message: body.message });
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await signIn(limited, 'admin', undefined, from('198.51.100.1'))).res.status).toBe(200);
  });
});
