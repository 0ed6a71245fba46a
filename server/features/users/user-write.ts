/**
 * Writing a user's fields and a change waiting for a Checker (migration 020), shared by
 * User/update and User/approval, and the audit's old and new values of each field.
 */
import type { User, UserField } from '../../../src/contract';
import type { Queryable } from '../../db/client';

export type UserFieldValues = Partial<Record<UserField, unknown>>;

export const columnOf = (field: UserField) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export const sameValue = (a: unknown, b: unknown) => (a ?? null) === (b ?? null);

/** `{ field: { from, to } }` for every field of `next` (the audit's details). */
export function valueChanges(
  current: User,
  next: UserFieldValues,
): Record<string, { from: unknown; to: unknown }> {
  return Object.fromEntries(
    Object.entries(next).map(([field, to]) => [
      field,
      { from: current[field as UserField] ?? null, to: to ?? null },
    ]),
  );
}

/** What happens to the waiting change: kept as it is, replaced by these fields, or cleared. */
export type PendingWrite =
  { kind: 'keep' } | { kind: 'clear' } | { kind: 'set'; fields: UserFieldValues; by: string };

/** One UPDATE of the live fields and the waiting change; nothing when there is nothing to write. */
export async function writeUser(
  db: Queryable,
  id: string,
  fields: UserFieldValues,
  pending: PendingWrite,
): Promise<void> {
  const values: unknown[] = [id];
  const sets = (Object.keys(fields) as UserField[]).map((field) => {
    values.push(fields[field]);
    return `${columnOf(field)} = $${values.length}`;
  });
  if (pending.kind === 'clear') sets.push('pending_change = NULL, pending_by = NULL, pending_at = NULL');
  if (pending.kind === 'set') {
    values.push(JSON.stringify(pending.fields), pending.by);
    sets.push(
      `pending_change = $${values.length - 1}::jsonb, pending_by = $${values.length},
       pending_at = date_trunc('milliseconds', now())`,
    );
  }
  if (sets.length === 0) return;
  await db.query(`UPDATE users SET ${sets.join(', ')} WHERE id = $1`, values);
}
