import { describe, expect, it } from 'vitest';
import { DEFAULT_MERCHANT_QUERY, parseMerchantSearch } from './merchant-search';

describe('parseMerchantSearch', () => {
  it('keeps valid parameters and defaults the rest one by one', () => {
    expect(
      parseMerchantSearch({ pageSize: 25, sortKey: 'nope', merchantName: 'tan', curPageIndex: -2 }),
    ).toEqual({
      ...DEFAULT_MERCHANT_QUERY,
      pageSize: 25,
      merchantName: 'tan',
    });
  });

  it('defaults to the first page of 10 sorted by name', () => {
    expect(DEFAULT_MERCHANT_QUERY).toMatchObject({
      pageSize: 10,
      curPageIndex: 1,
      sortKey: 'merchantName',
      sortOrder: 'asc',
    });
  });
});
