import type { User } from '../../../src/contract';
import type { Queryable } from '../../db/client';
import { USER_COLUMNS, USER_FROM } from '../../resources/users';

/** A user as the list and the mirror show it (never the password hash). */
export async function findUserRow(db: Queryable, id: string): Promise<User | null> {
  const { rows } = await db.query<User>(`SELECT ${USER_COLUMNS} FROM ${USER_FROM} WHERE u.id = $1`, [id]);
  return rows[0] ?? null;
}
