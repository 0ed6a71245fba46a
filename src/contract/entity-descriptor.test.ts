import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import * as merchantCases from '../../tests/fixtures/merchant-list-cases';
import * as userCases from '../../tests/fixtures/user-list-cases';
import { queryEntityRows } from './entity-descriptor';
import { merchantEntity } from './merchant-entity';
import type { Merchant } from './merchant-entity';
import { userEntity } from './user-entity';
import type { User } from './user-entity';

/** The reference list query answers the shared cases the server's SQL answers (docs/ARCHITECTURE.md, Contract). */
describe('queryEntityRows on the shared list cases', () => {
  it.each(merchantCases.cases)('merchants: $name', (listCase) => {
    const query = v.parse(merchantEntity.querySchema, listCase.query);
    const segment = listCase.list === 'pendingMerchantListPage' ? 'pending' : 'list';
    const page = queryEntityRows(merchantEntity, merchantCases.rows as Merchant[], query, segment);
    expect(page.items.map((row) => row.id)).toEqual(listCase.expectedIds);
    expect(page.totalCount).toBe(listCase.expectedTotal);
  });

  it.each(userCases.cases)('users: $name', (listCase) => {
    const query = v.parse(userEntity.querySchema, listCase.query);
    const page = queryEntityRows(userEntity, userCases.rows as User[], query, 'list');
    expect(page.items.map((row) => row.id)).toEqual(listCase.expectedIds);
    expect(page.totalCount).toBe(listCase.expectedTotal);
  });

  it('refuses a segment the entity does not have', () => {
    expect(() => queryEntityRows(userEntity, [], v.parse(userEntity.querySchema, {}), 'pending')).toThrow();
  });
});
