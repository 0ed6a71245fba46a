import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, User } from '../../../src/contract';
import {
  CASE_CALLER,
  CASE_MERCHANTS,
  CASE_ROLES,
  cases,
  rows,
} from '../../../tests/fixtures/user-list-cases';
import type { Db } from '../../db/client';
import { bearerOf, getJson } from '../../test/as-user';
import { buildApp, setupTestDb } from '../../test/test-app';

let db: Db;
let drop: () => Promise<void>;
let app: ReturnType<typeof buildApp>;
let caller: Record<string, string>;

/** Every seeded user is deleted (X, never listed), so the list holds exactly the shared rows. */
beforeAll(async () => {
  ({ db, drop } = await setupTestDb());
  for (const role of Object.values(CASE_ROLES)) {
    await db.query('INSERT INTO roles (id, name, scope) VALUES ($1, $2, $3)', [
      role.id,
      role.name,
      role.scope,
    ]);
  }
  // The caller's role holds what Super Admin holds.
  await db.query(
    `INSERT INTO role_menus (role_id, menu_id) SELECT $1, rm.menu_id FROM role_menus rm
     JOIN roles r ON r.id = rm.role_id WHERE r.name = 'Super Admin'`,
    [CASE_ROLES.staff.id],
  );
  await db.query(
    `INSERT INTO role_functions (role_id, menu_id, action) SELECT $1, rf.menu_id, rf.action FROM role_functions rf
     JOIN roles r ON r.id = rf.role_id WHERE r.name = 'Super Admin'`,
    [CASE_ROLES.staff.id],
  );
  for (const merchant of Object.values(CASE_MERCHANTS)) {
    await db.query(
      `INSERT INTO merchants (id, merchant_name, business_registration_number, email, contact_number)
       VALUES ($1, $2, '202001012345', 'case@example.com', '03-1234-5678')`,
      [merchant.id, merchant.name],
    );
  }
  await db.query(`UPDATE users SET status = 'X'`);
  for (const row of rows) {
    await db.query(
      `INSERT INTO users (id, username, password_hash, salutation, first_name, last_name, email, mobile_number,
                          id_type, id_number, role_id, level, merchant_id, status, created_at, updated_at)
       SELECT $1, $2, password_hash, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14
       FROM users WHERE username = 'admin'`,
      [
        row.id,
        row.username,
        row.salutation,
        row.firstName,
        row.lastName,
        row.email,
        row.mobileNumber,
        row.idType,
        row.idNumber,
        row.roleId,
        row.level,
        row.merchantId,
        row.status,
        row.createdAt,
      ],
    );
  }
  app = buildApp(db);
  caller = await bearerOf(app, CASE_CALLER);
}, 60_000);
afterAll(() => drop());

describe('User/userList answers the shared cases', () => {
  it.each(cases)('$name', async ({ query, expectedIds, expectedTotal }) => {
    const { status, body } = await getJson<Page<User>>(
      app,
      `/User/userList?${new URLSearchParams(query).toString()}`,
      caller,
    );
    expect(status).toBe(200);
    expect(body.data?.items.map((item) => item.id)).toEqual(expectedIds);
    expect(body.data?.totalCount).toBe(expectedTotal);
  });

  it('answers rows in the contract shape', async () => {
    const { body } = await getJson<Page<User>>(app, '/User/userList?fullName=siti', caller);
    const { version, ...expected } = rows.find((row) => row.username === 'siti') ?? {};
    expect(version).toBeGreaterThan(0);
    expect(body.data?.items[0]).toEqual({
      ...expected,
      pendingChange: null,
      version: expect.any(Number),
      updatedAt: expect.any(String),
    });
  });

  it('refuses a malformed query with field errors, not a 500', async () => {
    const { status, body } = await getJson(
      app,
      '/User/userList?pageSize=7&filterRole=nope&sortKey=password',
      caller,
    );
    expect(status).toBe(422);
    expect(body.errors?.map((error) => error.path).sort()).toEqual(['filterRole', 'pageSize', 'sortKey']);
  });
});
