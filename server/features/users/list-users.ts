/** GET /User/userList (SPEC §7): staff see every user; merchant roles their own merchant's. */
import type { Context } from 'hono';
import { UserListQuerySchema } from '../../../src/contract';
import type { Page, User } from '../../../src/contract';
import type { AppBindings, AppDeps } from '../../lib/context';
import { ok } from '../../lib/envelope';
import { merchantScope } from '../../lib/scope';
import { parseInput } from '../../lib/validation';
import { USER_COLUMNS, USER_FROM } from '../sync/rows/user-row';
import { userListSql } from './user-list-sql';

export function listUsers({ db }: AppDeps) {
  return async (c: Context<AppBindings>) => {
    const query = parseInput(UserListQuerySchema, c.req.query());
    const { where, orderBy, params } = userListSql(query, merchantScope(c.get('user')));
    const n = params.length;
    const count = await db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM ${USER_FROM} WHERE ${where}`,
      params,
    );
    const page = await db.query<User>(
      `SELECT ${USER_COLUMNS} FROM ${USER_FROM} WHERE ${where}
       ORDER BY ${orderBy} LIMIT $${n + 1} OFFSET $${n + 2}`,
      [...params, query.pageSize, (query.curPageIndex - 1) * query.pageSize],
    );
    const data: Page<User> = {
      items: page.rows,
      totalCount: count.rows[0]?.total ?? 0,
      pageSize: query.pageSize,
      curPageIndex: query.curPageIndex,
    };
    return ok(c, data);
  };
}
