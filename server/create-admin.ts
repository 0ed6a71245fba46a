/**
 * Creates a staff Super Admin at Checker level, active, with the password given: how a deployment,
 * which starts with no users, gets its first one (`npm run create-admin`, docs/security.md, "Demo
 * and production starts"). The fields and the password follow the product's own rules.
 */
import * as v from 'valibot';
import {
  CreateUserSchema,
  formatMessage,
  isMessageCode,
  meetsPasswordPolicy,
  USER_FIELDS,
} from '../src/contract';
import type { Queryable } from './db/client';
import { hashPassword } from './lib/passwords';

const AdminSchema = v.object({
  username: CreateUserSchema.entries.username,
  email: USER_FIELDS.email,
  firstName: USER_FIELDS.firstName,
  lastName: USER_FIELDS.lastName,
  password: v.pipe(v.string('validation.required'), v.check(meetsPasswordPolicy, 'account.passwordPolicy')),
});
export type AdminInput = v.InferInput<typeof AdminSchema>;

/** Thrown with one line per problem, in English (`field: message`). */
export class AdminInputError extends Error {}

const english = (code: string) => (isMessageCode(code) ? formatMessage(code) : code);

/** The input checked by the product's rules; throws AdminInputError naming each problem. */
export function parseAdminInput(input: AdminInput): v.InferOutput<typeof AdminSchema> {
  const parsed = v.safeParse(AdminSchema, input);
  if (!parsed.success) {
    const lines = parsed.issues.map((issue) => `${v.getDotPath(issue) ?? '?'}: ${english(issue.message)}`);
    throw new AdminInputError(lines.join('\n'));
  }
  return parsed.output;
}

export async function createAdmin(
  db: Queryable,
  input: AdminInput,
): Promise<{ id: string; username: string }> {
  const { username, email, firstName, lastName, password } = parseAdminInput(input);
  const passwordHash = await hashPassword(password);
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO users (username, password_hash, first_name, last_name, email, role_id, level, status,
                        password_set_at)
     SELECT $1, $2, $3, $4, $5, id, 'Checker', 'A', now() FROM roles WHERE name = 'Super Admin' AND scope = 'staff'
     ON CONFLICT (username) DO NOTHING RETURNING id`,
    [username, passwordHash, firstName, lastName, email],
  );
  const id = rows[0]?.id;
  if (!id) {
    const { rows: taken } = await db.query('SELECT 1 FROM users WHERE username = $1', [username]);
    if (taken.length > 0) throw new AdminInputError(`username: ${username} is already taken`);
    throw new Error('The Super Admin role is missing: start the server once to create the roles.');
  }
  await db.query(
    `INSERT INTO audit_log (user_id, action, entity, entity_id, details)
     VALUES (NULL, 'account.adminCreated', 'user', $1, $2::jsonb)`,
    [id, JSON.stringify({ username, by: 'npm run create-admin' })],
  );
  return { id, username };
}
