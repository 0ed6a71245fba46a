/** A custom staff role with exactly these grants, and a Checker-level user in it, made through the API. */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Role } from '../../src/contract';
import type { Queryable } from '../db/client';
import { sendJson } from './as-user';

type AppLike = { request(path: string, init?: RequestInit): Response | Promise<Response> };

export async function createRoleUser(
  app: AppLike,
  db: Queryable,
  admin: Record<string, string>,
  username: string,
  menus: string[],
  functions: string[],
): Promise<{ roleId: string; version: number }> {
  const id = randomUUID();
  const created = await sendJson<Role>(
    app,
    'POST',
    '/UAC/createrole',
    // No second factor, so the tests sign its users in with the password alone.
    { id, name: `Role ${username}`, scope: 'staff', secondFactor: 'none' },
    admin,
  );
  expect(created.status).toBe(200);
  const menusSaved = await sendJson<Role>(
    app,
    'POST',
    '/UAC/save',
    { roleId: id, baseVersion: created.body.data?.version, menuKeys: menus },
    admin,
  );
  expect(menusSaved.status).toBe(200);
  const functionsSaved = await sendJson<Role>(
    app,
    'POST',
    '/FAC/save',
    { roleId: id, baseVersion: menusSaved.body.data?.version, functions },
    admin,
  );
  expect(functionsSaved.status).toBe(200);
  await db.query(
    `INSERT INTO users (username, password_hash, first_name, last_name, email, role_id, level, status)
     SELECT $1, password_hash, 'Test', 'User', $1 || '@example.com', $2, 'Checker', 'A'
     FROM users WHERE username = 'admin'`,
    [username, id],
  );
  return { roleId: id, version: functionsSaved.body.data?.version ?? 0 };
}
