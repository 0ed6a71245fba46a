/**
 * The permission matrix: every reading and mutating call, for every role, through the
 * app. A call the role's grants allow must get past the guard (any answer but 403: bodies here are
 * deliberately empty or ids unknown, so nothing changes); any other call answers 403 with the
 * forbidden message. The calls' requirements are the shared table of test/call-requirements.ts,
 * written out independently of the routes (the fuzz suite checks its 2xx answers against it too),
 * so a route that forgets its guard, or checks the wrong function, fails here.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATH, isAllowedAny } from '../../../src/contract';
import type { Permissions, SessionUser } from '../../../src/contract';
import type { Db } from '../../db/client';
import { bearerOf, getJson, sendJson } from '../../test/as-user';
import { CALL_REQUIREMENTS, mayCall } from '../../test/call-requirements';
import { createRoleUser } from '../../test/role-user';
import { buildApp, setupTestDb, signIn } from '../../test/test-app';

const unknownId = randomUUID();
/** The guarded calls of the shared table; `target` fills each path parameter with an unknown id. */
const CALLS = CALL_REQUIREMENTS.flatMap((call) =>
  typeof call.needs === 'string'
    ? []
    : [
        {
          ...call,
          needs: call.needs,
          target: call.path.slice(API_BASE_PATH.length).replace(/:\w+/g, unknownId),
        },
      ],
);

/** The role under test: Auditor is made here, with two menus and view-only functions. */
const USERS = ['admin', 'maker', 'merchant.admin', 'merchant.user', 'auditor', 'nobody'] as const;

let db: Db;
let drop: () => Promise<void>;
let app: ReturnType<typeof buildApp>;
const sessions = new Map<
  string,
  { headers: Record<string, string>; permissions: Permissions; isChecker: boolean }
>();

beforeAll(async () => {
  ({ db, drop } = await setupTestDb());
  app = buildApp(db);
  const admin = await bearerOf(app, 'admin');
  await createRoleUser(
    app,
    db,
    admin,
    'auditor',
    ['merchant.list', 'user.manage'],
    ['merchant.list:view', 'user.manage:view'],
  );
  await createRoleUser(app, db, admin, 'nobody', [], []);
  for (const username of USERS) {
    const { body } = await signIn(app, username);
    const user = body.data?.user as SessionUser;
    sessions.set(username, {
      headers: await bearerOf(app, username),
      permissions: user.permissions,
      isChecker: user.level === 'Checker',
    });
  }
}, 60_000);
afterAll(() => drop());

const cases = USERS.flatMap((username) => CALLS.map((call) => ({ username, call, ...call })));

describe('every call checks the caller’s function permission', () => {
  it.each(cases)('$username: $method $path', async ({ username, call, method, target }) => {
    const session = sessions.get(username);
    if (!session) throw new Error(`no session for ${username}`);
    const { status, body } =
      method === 'GET'
        ? await getJson(app, target, session.headers)
        : await sendJson(app, method, target, {}, session.headers);
    if (mayCall(call, session)) {
      expect(status).not.toBe(403);
      expect(status).toBeLessThan(500);
    } else if (call.checker && isAllowedAny(session.permissions, call.needs)) {
      // Holds the function but is no Checker: four eyes refuse it, saying so where the area has
      // its own words ('credit.checkerOnly', 'user.checkerOnly', the e-invoice settings' and
      // consolidated e-invoice's).
      expect(status).toBe(403);
      expect([
        'error.forbidden',
        'credit.checkerOnly',
        'user.checkerOnly',
        'eInvoice.settingsCheckerOnly',
        'eInvoice.consolidationCheckerOnly',
      ]).toContain(body.code);
    } else {
      expect(status).toBe(403);
      expect(body).toMatchObject({
        success: false,
        code: 'error.forbidden',
        message: 'You do not have permission to do this.',
      });
    }
  });

  it('the seeded roles hold their default grants', () => {
    const merchantUser = sessions.get('merchant.user')?.permissions;
    const merchantAdmin = sessions.get('merchant.admin')?.permissions;
    const auditor = sessions.get('auditor')?.permissions;
    // A Merchant User also drafts invoices (an admin issues them) and tops up credit.
    expect(merchantUser?.functions.filter((entry) => !entry.endsWith(':view'))).toEqual([
      'credit.topup:create',
      'invoice.manage:create',
      // Both merchant roles open and answer service requests.
      'support.cases:create',
      'support.cases:reply',
    ]);
    expect(merchantAdmin?.functions).toEqual(
      expect.arrayContaining([
        'user.create:create',
        'user.manage:update',
        'user.manage:status',
        'user.manage:delete',
        'invoice.manage:update',
        'invoice.notes:create',
        'invoice.notes:status',
        'credit.topup:create',
        'credit.topup:status',
        'credit.history:export',
        'booking.list:update',
        // A Merchant Admin manages its merchant's clients.
        'client.create:create',
        'client.list:update',
        'client.list:status',
        'client.list:export',
      ]),
    );
    expect(
      merchantAdmin?.functions
        .filter(
          (entry) =>
            !/^(user|invoice|credit|client)\./.test(entry) &&
            !/^support\.cases:(create|reply)$/.test(entry) &&
            entry !== 'booking.list:update',
        )
        .every((e) => e.endsWith(':view')),
    ).toBe(true);
    expect(auditor).toEqual({
      menus: ['merchant.list', 'user.manage'],
      functions: ['merchant.list:view', 'user.manage:view'],
    });
    // Sanity of the matrix itself: each kind of caller is refused somewhere and allowed somewhere.
    for (const username of ['merchant.user', 'auditor']) {
      const permissions = sessions.get(username)?.permissions ?? { menus: [], functions: [] };
      expect(CALLS.some((call) => isAllowedAny(permissions, call.needs))).toBe(true);
      expect(CALLS.some((call) => !isAllowedAny(permissions, call.needs))).toBe(true);
    }
  });
});
