/**
 * The answer schemas the API reference shows are what the calls answer (docs/ARCHITECTURE.md,
 * API reference): every list page and every GET described with `describeCall({ answers })` that
 * needs no path parameter is called as the administrator, and the session calls as their callers;
 * each `data` must parse with the schema the document was generated from.
 */
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerOf } from '../../test/as-user';
import { api, buildApp, readEnvelope, refreshCookieOf, setupTestDb, signIn } from '../../test/test-app';
import type { TestDb } from '../../test/test-db';
import { apiCalls } from './build-document';

let testDb: TestDb;
let app: ReturnType<typeof buildApp>;
let admin: Record<string, string>;
/** The query a GET needs to answer at all (its required parameters), by path. */
let queries: Record<string, string>;

beforeAll(async () => {
  testDb = await setupTestDb();
  app = buildApp(testDb.db);
  admin = await bearerOf(app, 'admin');
  const { rows } = await testDb.db.query<{ id: string }>(`SELECT id FROM users WHERE username = 'maker'`);
  queries = { [api('/User/sessions')]: `?userId=${rows[0]?.id ?? ''}` };
});
afterAll(async () => {
  await testDb.drop();
});

const problemsOf = (schema: v.GenericSchema<unknown, unknown>, value: unknown) => {
  const result = v.safeParse(schema, value);
  return result.success ? [] : result.issues.map((issue) => `${v.getDotPath(issue) ?? ''}: ${issue.message}`);
};

describe('the answers the API reference shows', () => {
  it('are what the calls answer', async () => {
    const calls = apiCalls(app.routes).filter(
      (call) =>
        (call.read?.kind === 'list' || call.description?.answers) &&
        !call.path.includes(':') &&
        call.method === 'GET',
    );
    expect(calls.length).toBeGreaterThan(12);
    for (const call of calls) {
      const answer = await app.request(`${call.path}${queries[call.path] ?? ''}`, {
        method: call.method,
        headers: admin,
      });
      const label = `${call.method} ${call.path}`;
      expect(answer.status, label).toBe(200);
      const { data } = (await answer.json()) as { data: unknown };
      if (call.description?.answers) expect(problemsOf(call.description.answers, data), label).toEqual([]);
      if (call.read?.kind === 'list') {
        const { items } = data as { items: unknown[] };
        const rowSchema = call.read.rowSchema;
        expect(
          items.flatMap((item) => problemsOf(rowSchema, item)),
          label,
        ).toEqual([]);
      }
    }
  });

  it('include the session calls: sign-in, refresh and token check', async () => {
    const schemaOf = (path: string) => {
      const schema = apiCalls(app.routes).find((call) => call.path === api(path))?.description?.answers;
      if (!schema) throw new Error(`${path} names no answer schema`);
      return schema;
    };
    const first = await signIn(app, 'admin');
    expect(problemsOf(schemaOf('/General/sign-in'), first.body.data)).toEqual([]);
    const post = (path: string, headers: Record<string, string>) =>
      app.request(api(path), { method: 'POST', headers });
    const refreshed = await post('/General/refresh-token', { Cookie: refreshCookieOf(first.res) });
    const session = (await readEnvelope(refreshed)).data;
    expect(problemsOf(schemaOf('/General/refresh-token'), session)).toEqual([]);
    const verified = await post('/General/verifyUserToken', admin);
    expect(problemsOf(schemaOf('/General/verifyUserToken'), (await readEnvelope(verified)).data)).toEqual([]);
  });
});
