import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { cases, rows } from '../../../tests/fixtures/user-list-cases';
import { UserListQuerySchema } from '../../contract';
import { queryUserRows } from './user-query';

/** The same table of cases the server's User/userList test runs (docs/ARCHITECTURE.md, Contract). */
describe('offline user list gives the server’s rows for the shared cases', () => {
  it.each(cases)('$name', ({ query, expectedIds, expectedTotal }) => {
    const page = queryUserRows(rows, v.parse(UserListQuerySchema, query));
    expect(page.items.map((row) => row.id)).toEqual(expectedIds);
    expect(page.totalCount).toBe(expectedTotal);
  });
});
