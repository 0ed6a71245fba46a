/** Bad input of every kind answers a 4xx envelope; an unexpected failure a 500 without internals. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from './db/client';
import type { TestDb } from './test/test-db';
import { api, buildApp, postJson, readEnvelope, setupTestDb } from './test/test-app';

let testDb: TestDb;
let app: ReturnType<typeof buildApp>;

beforeAll(async () => {
  testDb = await setupTestDb();
  app = buildApp(testDb.db);
});
afterAll(async () => {
  await testDb.drop();
});

const signInWith = (body: string, contentType = 'application/json') =>
  app.request(api('/General/sign-in'), { method: 'POST', headers: { 'Content-Type': contentType }, body });

async function expectFailure(res: Response, status: number, code: string) {
  const text = await res.text();
  expect(res.status).toBe(status);
  expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
  expect(text).not.toMatch(/at .*\.ts:\d+|Error:|stack/i);
  const body = JSON.parse(text) as Record<string, unknown>;
  expect(body).toMatchObject({ success: false, code, data: null });
  expect(typeof body.message).toBe('string');
  return body;
}

describe('bad input', () => {
  it('malformed JSON is 400', async () => {
    const body = await expectFailure(await signInWith('{"username": "admin",'), 400, 'error.malformedJson');
    expect(body.message).toBe('The request body is not valid JSON.');
  });

  it('wrong types are 422 with per-field errors', async () => {
    const body = await expectFailure(
      await postJson(app, '/General/sign-in', { username: 42, password: ['x'] }),
      422,
      'error.validation',
    );
    expect(body.errors).toEqual([
      { path: 'username', code: 'validation.required', message: 'This field is required' },
      { path: 'password', code: 'validation.required', message: 'This field is required' },
    ]);
  });

  it('too long values carry the limit in params', async () => {
    const body = await expectFailure(
      await postJson(app, '/General/sign-in', { username: 'a'.repeat(101), password: 'x' }),
      422,
      'error.validation',
    );
    expect(body.errors).toEqual([
      {
        path: 'username',
        code: 'validation.tooLong',
        message: 'Enter at most 100 characters',
        params: { max: 100 },
      },
    ]);
  });

  it('a body that is not an object is 422', async () => {
    const body = await expectFailure(
      await postJson(app, '/General/sign-in', 'admin'),
      422,
      'error.validation',
    );
    expect(body.errors).toEqual([
      { path: '', code: 'validation.invalid', message: 'This value is not valid' },
    ]);
  });

  it('accepts application/json-patch+json', async () => {
    const res = await signInWith(
      JSON.stringify({ username: 'admin', password: 'Demo@12345' }),
      'application/json-patch+json; charset=utf-8',
    );
    expect(res.status).toBe(200);
  });

  it('a non-JSON content type is 415', async () => {
    await expectFailure(
      await signInWith('username=admin&password=x', 'application/x-www-form-urlencoded'),
      415,
      'error.unsupportedMediaType',
    );
  });

  it('a body over 1 MB is 413', async () => {
    const huge = JSON.stringify({ username: 'admin', password: 'x'.repeat(1024 * 1024) });
    await expectFailure(await signInWith(huge), 413, 'error.bodyTooLarge');
  });

  it('an unknown route is 404 with method and path', async () => {
    const body = await expectFailure(
      await app.request(api('/Merchant/nope'), { method: 'DELETE' }),
      404,
      'error.routeNotFound',
    );
    expect(body).toMatchObject({
      params: { method: 'DELETE', path: '/api/v1/bo/Merchant/nope' },
      message: 'No such API call: DELETE /api/v1/bo/Merchant/nope',
    });
  });

  it('an unknown call under a guarded area is 404, not 401', async () => {
    await expectFailure(await app.request(api('/Menu/nope')), 404, 'error.routeNotFound');
  });

  it('a known route with another method is 405', async () => {
    const res = await app.request(api('/General/sign-in'));
    await expectFailure(res, 405, 'error.methodNotAllowed');
    expect(res.headers.get('Allow')).toBe('POST');
  });
});

describe('unexpected errors', () => {
  it('answer 500 error.unexpected without internals and log the request id', async () => {
    const broken: Db = {
      ...testDb.db,
      query: () => Promise.reject(new Error('relation "secret_table" does not exist')),
    };
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const res = await buildApp(broken).request(api('/General/sign-in'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Request-Id': 'req-500-check' },
        body: JSON.stringify({ username: 'admin', password: 'Demo@12345' }),
      });
      const body = await expectFailure(res, 500, 'error.unexpected');
      expect(body.message).toBe('Unexpected error occurs, please try again.');
      expect(JSON.stringify(body)).not.toContain('secret_table');
      expect(res.headers.get('X-Request-Id')).toBe('req-500-check');
      expect(log).toHaveBeenCalledWith(expect.stringContaining('[req-500-check]'), expect.any(Error));
    } finally {
      log.mockRestore();
    }
  });
});

describe('plumbing', () => {
  it('health answers ok', async () => {
    const res = await app.request('/api/health');
    expect(res.status).toBe(200);
    expect(await readEnvelope(res)).toMatchObject({ success: true, data: { status: 'ok' } });
  });

  it('gives every answer a request id, reusing a sane incoming one', async () => {
    const own = await app.request('/api/health', { headers: { 'X-Request-Id': 'abc-123' } });
    expect(own.headers.get('X-Request-Id')).toBe('abc-123');
    const weird = await app.request('/api/health', { headers: { 'X-Request-Id': 'bad id <script>' } });
    expect(weird.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('cross-origin calls', () => {
  it('are refused by default and allowed with credentials for CORS_ORIGINS', async () => {
    const preflight = (target: ReturnType<typeof buildApp>) =>
      target.request(api('/General/sign-in'), {
        method: 'OPTIONS',
        headers: { Origin: 'https://portal.example.com', 'Access-Control-Request-Method': 'POST' },
      });
    expect((await preflight(app)).headers.get('Access-Control-Allow-Origin')).toBeNull();

    const allowed = buildApp(testDb.db, { CORS_ORIGINS: 'https://portal.example.com' });
    const res = await preflight(allowed);
    expect(res.headers.get('Access-Control-Allow-Origin')).toBe('https://portal.example.com');
    expect(res.headers.get('Access-Control-Allow-Credentials')).toBe('true');
  });

  it("let the app on another origin read the pull's next cursor (it asks for the next page early)", async () => {
    const allowed = buildApp(testDb.db, { CORS_ORIGINS: 'https://portal.example.com' });
    const res = await allowed.request(api('/Sync/pull'), {
      headers: { Origin: 'https://portal.example.com' },
    });
    const exposed = (res.headers.get('Access-Control-Expose-Headers') ?? '').split(/,\s*/);
    expect(exposed).toContain('X-Sync-Next-Cursor');
  });
});
