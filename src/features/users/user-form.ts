/** The user form's values (the text of each input) and their parse with the contract's schemas. */
import * as v from 'valibot';
import { CreateUserSchema, USER_FIELDS, UpdateUserSchema } from '../../contract';
import type { CreateUser, SessionUser, User, UserField } from '../../contract';
import type { FieldErrors } from '../../lib/forms/field-errors';

export type UserFormValues = Record<UserField | 'username', string>;
export type UserFormErrors = FieldErrors;

const FIELDS = Object.keys(USER_FIELDS) as UserField[];

export function emptyUserForm(caller: SessionUser): UserFormValues {
  const values = Object.fromEntries([...FIELDS, 'username'].map((field) => [field, ''])) as UserFormValues;
  return { ...values, level: 'Maker', salutation: 'NA', idType: 'NRIC', merchantId: caller.merchantId ?? '' };
}

export function userToForm(user: User): UserFormValues {
  const values = { username: user.username } as UserFormValues;
  for (const field of FIELDS) values[field] = String(user[field] ?? '');
  return values;
}

export function parseNewUser(id: string, values: UserFormValues) {
  return v.safeParse(CreateUserSchema, { id, ...values });
}

/** The edit form's changes: parsed with the update schema, only fields whose value changed. */
export function parseUserChanges(row: User, values: UserFormValues) {
  const input = Object.fromEntries(FIELDS.map((field) => [field, values[field]]));
  const parsed = v.safeParse(UpdateUserSchema, { id: row.id, baseVersion: row.version, ...input });
  if (!parsed.success) return parsed;
  const changes: Partial<Record<UserField, unknown>> = {};
  for (const field of FIELDS) {
    const value = parsed.output[field];
    if (value !== undefined && (value ?? null) !== (row[field] ?? null)) changes[field] = value;
  }
  return { success: true as const, changes };
}

export type { CreateUser };
