/**
 * Bad input, tested for ever: every route of the app, as nobody and as each demo
 * account, gets generated bodies, queries, path parameters, content types and methods. Every
 * answer must come within 2 s, never be 5xx (nor log a server error), carry the JSON envelope with
 * a `message`, and never be 2xx for a caller the shared call table (test/call-requirements.ts)
 * refuses. FUZZ_REQUESTS sets the number of requests (by default 5,000 on PostgreSQL and 2,000 on
 * PGlite, whose single connection makes each request about four times slower while the app code
 * under test is the same; `npm run fuzz` 50,000);
 * FUZZ_SEED replays a run (random by default, printed). See docs/ARCHITECTURE.md, Testing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app';
import type { Db } from '../db/client';
import { createDeferred } from '../lib/deferred';
import { mayCall } from '../test/call-requirements';
import { setupTestDb, TEST_JWT_SECRET, testEnv } from '../test/test-app';
import { ANONYMOUS, CALLER_NAMES, createCallers, forgedTokens } from './fuzz-callers';
import type { CallerState } from './fuzz-callers';
import { createPools } from './fuzz-pools';
import { describeRequest, fuzzRequests } from './fuzz-requests';
import type { FuzzRequest } from './fuzz-requests';
import { problemsOf, slowLimitMs, SLOW_MS } from './fuzz-oracle';
import type { Answer } from './fuzz-oracle';
import { batchPathOf, fillPath, learnFields, routesOf } from './fuzz-routes';
import type { FuzzRoute } from './fuzz-routes';
import { learnFileFields } from './multipart-body';
import { contractSchemas } from './schema-arbitraries';

const REQUESTS = Number(
  process.env.FUZZ_REQUESTS ?? (process.env.TEST_DB_KIND === 'postgres' ? 5_000 : 2_000),
);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31);
const HUNG_MS = 30_000;
const RESTORE_EVERY = 250;
const SLOW_RETRIES = 2;
/**
 * Every this many requests go to a second app on the same database, the same but for its sign-in
 * and public-account brakes (2 calls a window): the counts the main app's calls leave in the
 * shared table trip them, so their 429 answers are fuzzed too.
 */
const BRAKED_EVERY = 4;

let db: Db;
let drop: (() => Promise<void>) | undefined;
let dataDir = '';
let app: ReturnType<typeof createApp>;
let brakedApp: ReturnType<typeof createApp>;
const deferred = createDeferred();
const pools = createPools();
const schemas = contractSchemas();
let routes: FuzzRoute[] = [];
let callers: Awaited<ReturnType<typeof createCallers>>;
let tokens: string[] = [];
const serverErrors: string[] = [];
const statuses = new Map<string, number>();
/** Answers per route and code, printed with FUZZ_VERBOSE=1 (to see which routes stop early). */
const answers = new Map<string, Map<string, number>>();
let sent = 0;
let slowRetries = 0;
let started = 0;

/** An event stream never ends by itself: its first event is read, then the stream is closed. */
async function bodyText(res: Response): Promise<string> {
  if (!res.headers.get('Content-Type')?.startsWith('text/event-stream')) return res.text();
  const reader = res.body?.getReader();
  const first = await reader?.read();
  await reader?.cancel();
  return first?.value ? new TextDecoder().decode(first.value) : '';
}

async function send(
  init: {
    method: string;
    url: string;
    headers?: Record<string, string>;
    body?: string | Uint8Array;
  },
  target = app,
) {
  const begin = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${HUNG_MS} ms`)), HUNG_MS);
  });
  try {
    sent += 1;
    const res = await Promise.race([target.request(init.url, init), hung]);
    // A refresh cookie lets later calls reach refresh-token and sign-out with a session.
    for (const cookie of res.headers.getSetCookie()) pools.add('cookie', cookie.split(';')[0]);
    const text = await Promise.race([bodyText(res), hung]);
    let json: unknown = null;
    try {
      json = JSON.parse(text);
    } catch {
      // judged below
    }
    return { status: res.status, text, json, ms: performance.now() - begin } satisfies Answer;
  } finally {
    clearTimeout(timer);
  }
}

/** Counts answers per kind and per route and code (the latter printed with FUZZ_VERBOSE=1). */
function count(request: FuzzRequest, answer: Answer) {
  const kind = `${Math.floor(answer.status / 100)}xx`;
  statuses.set(kind, (statuses.get(kind) ?? 0) + 1);
  const route = `${request.route.method} ${request.route.path}`;
  const json = answer.json as { code?: string; errors?: { path: string; code: string }[] } | null;
  const field = json?.errors?.[0];
  const code = `${answer.status} ${json?.code ?? ''}${field ? ` ${field.path.slice(0, 40)}:${field.code}` : ''}`;
  const codes = answers.get(route) ?? new Map<string, number>();
  answers.set(route, codes.set(code, (codes.get(code) ?? 0) + 1));
}

async function fuzzOnce(request: FuzzRequest) {
  if (sent % RESTORE_EVERY === 0) await callers.restoreDrift();
  const caller = await callers.stateOf(request.caller);
  const headers = { ...request.headers };
  if (request.caller !== ANONYMOUS) Object.assign(headers, callers.headersOf(request.caller));
  const before = serverErrors.length;
  const init = { method: request.method, url: request.url, headers, body: request.body };
  const target = sent % BRAKED_EVERY === 0 ? brakedApp : app;
  const answer = await send(init, target);
  // A loaded machine pauses the process now and then (GC, other processes on 2 cores): a slow
  // answer is timed again, and only a request that is slow every time fails.
  for (let again = 0; again < SLOW_RETRIES && answer.ms > slowLimitMs(request); again++) {
    slowRetries += 1;
    answer.ms = Math.min(answer.ms, (await send(init, target)).ms);
  }
  const problems = problemsOf(request, answer, caller, serverErrors.slice(before));
  count(request, answer);
  const isSuccess = answer.status >= 200 && answer.status < 300;
  const isRead = request.method === 'GET' || request.method === 'HEAD';
  if (isSuccess) {
    pools.harvest((answer.json as { data?: unknown } | null)?.data, request.route.area, request.caller);
  }
  if (isSuccess && !isRead) {
    // Mail goes out after the answer (the file transport writes DATA_DIR/mail): read its links
    // and codes before the next call.
    await deferred.idle();
    pools.harvestMail(path.join(dataDir, 'mail'), callers.ownerOf);
  }
  // Only a successful call changes accounts, roles and sessions, and a wrong password (401)
  // counts towards a lockout: then what each caller may do is read again before their next call.
  if ((!isRead && isSuccess) || answer.status === 401) callers.forget();
  if (problems.length > 0) {
    throw new Error(
      [
        `FUZZ_SEED=${SEED}: ${problems.join('; ')}`,
        describeRequest(request),
        `answer ${answer.status} in ${Math.round(answer.ms)} ms: ${answer.text.slice(0, 1_000)}`,
      ].join('\n'),
    );
  }
}

beforeAll(async () => {
  ({ db, drop } = await setupTestDb());
  dataDir = mkdtempSync(path.join(tmpdir(), 'bo-fuzz-'));
  // The sign-in and public-account brakes are per address, and every fuzzed call comes from one.
  const env = testEnv({ DATA_DIR: dataDir, SIGN_IN_RATE_LIMIT: '100000000', APP_URL: 'http://portal.test' });
  app = createApp({ db, env, jwtSecret: TEST_JWT_SECRET, deferred });
  const braked = testEnv({ DATA_DIR: dataDir, SIGN_IN_RATE_LIMIT: '2', APP_URL: 'http://portal.test' });
  brakedApp = createApp({ db, env: braked, jwtSecret: TEST_JWT_SECRET, deferred });
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    serverErrors.push(
      args.map((arg) => (arg instanceof Error ? (arg.stack ?? arg.message) : String(arg))).join(' '),
    );
  });
  callers = await createCallers(app, db);
  tokens = await forgedTokens(db);
  routes = routesOf(app.routes);
  // Real rows for path parameters and ids from the start; answers add more as the run goes.
  const { rows } = await db.query<{ id: string; keys: string[] }>(
    `(SELECT id::text, ARRAY['Merchant:id', 'merchantId'] AS keys FROM merchants ORDER BY id LIMIT 20)
     UNION ALL (SELECT id::text, ARRAY['User:id', 'userId'] FROM users ORDER BY id LIMIT 20)
     UNION ALL (SELECT id::text, ARRAY['UAC:id', 'roleId', 'role'] FROM roles)
     UNION ALL (SELECT id::text, ARRAY['Menu:id', 'parentId'] FROM menus)`,
  );
  for (const { id, keys } of rows) for (const key of ['id', ...keys]) pools.add(key, id);
  for (const route of routes) {
    const op = batchPathOf(
      fillPath(route, (name) => String(pools.valuesOf(name)[0] ?? pools.valuesOf('id')[0])),
    );
    if (op && route.method !== 'GET') pools.add('path', op);
  }
  const admin = callers.headersOf('admin');
  await learnFields(routes, schemas, (init) =>
    send({ ...init, headers: { ...admin, 'Content-Type': 'application/json' } }),
  );
  await learnFileFields(routes, schemas, (init) => send({ ...init, headers: { ...admin, ...init.headers } }));
  started = performance.now();
}, 120_000);

/** One line a run always prints: how many requests, how long, the seed, and what they answered. */
function report() {
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const kinds = [...statuses]
    .sort()
    .map(([kind, total]) => `${kind} ${total}`)
    .join(', ');
  const hasSuccess = (route: FuzzRoute) =>
    [...(answers.get(`${route.method} ${route.path}`)?.keys() ?? [])].some((code) => code.startsWith('2'));
  const never = routes.filter((route) => !hasSuccess(route)).map((r) => `${r.method} ${r.path}`);
  console.log(
    `fuzz: ${sent} requests (${routes.length} routes, ${callers.restores} account restores, ` +
      `${slowRetries} re-sends of slow answers) in ${seconds} s, ` +
      `FUZZ_SEED=${SEED}; ${kinds}\nfuzz: never 2xx: ${never.join(', ') || 'none'}`,
  );
  if (process.env.FUZZ_VERBOSE) {
    for (const [route, codes] of answers) {
      console.log(route, Object.fromEntries([...codes].sort((a, b) => b[1] - a[1])));
    }
  }
}

afterAll(async () => {
  await deferred.idle();
  vi.restoreAllMocks();
  if (started > 0) report();
  await drop?.();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe('the API under fuzzed input', () => {
  it('knows every route of the app', () => {
    expect(routes.length).toBeGreaterThan(30);
    const unlisted = routes.filter((route) => !route.call).map((route) => `${route.method} ${route.path}`);
    // A new route needs its entry in server/test/call-requirements.ts (who may call it).
    expect(unlisted).toEqual([]);
  });

  it(
    `answers ${REQUESTS} fuzzed requests: never 5xx, within ${SLOW_MS} ms (a second more per 5 MB uploaded), with a message, 2xx only when allowed`,
    async () => {
      const seeded = new Map<string, CallerState>();
      for (const name of CALLER_NAMES) seeded.set(name, await callers.stateOf(name));
      const allowedCallers = (route: FuzzRoute) =>
        CALLER_NAMES.filter((name) => route.call && mayCall(route.call, seeded.get(name) ?? null));
      const arbitrary = fuzzRequests({ routes, schemas, pools, forgedTokens: tokens, allowedCallers });
      await fc.assert(fc.asyncProperty(arbitrary, fuzzOnce), {
        seed: SEED,
        numRuns: Math.max(1, REQUESTS - sent),
        endOnFailure: true,
      });
      await deferred.idle(); // mail sent after an answer logs its failures
      expect(serverErrors).toEqual([]);
    },
    REQUESTS * 100 + 60_000,
  );
});
