import { describe, expect, it } from 'vitest';
import type { MirrorRow } from '../../lib/db';
import { findPages, rowMatches, rowSources } from './search-sources';

const pages = [
  { title: 'Merchant Listing', path: '/merchant/view-merchant-listing' },
  { title: 'Create Merchant', path: '/merchant/create-merchant' },
  { title: 'Dashboard', path: '/dashboard' },
];

describe('navbar search', () => {
  it('finds menu screens by any part of their title, ignoring case', () => {
    expect(findPages(pages, 'MERCHANT').map((hit) => hit.to)).toEqual([
      '/merchant/view-merchant-listing',
      '/merchant/create-merchant',
    ]);
    expect(findPages(pages, '  ')).toEqual([]);
  });

  it('matches rows on their identifying fields only', () => {
    const row: MirrorRow = {
      id: 'm1',
      version: 1,
      merchantName: 'Syarikat Maju Jaya',
      email: 'maju@x.my',
      status: 'Active',
    };
    const { merchants } = rowSources(() => true);
    expect(rowMatches(row, merchants.fields, 'maju jaya')).toBe(true);
    expect(rowMatches(row, merchants.fields, 'active')).toBe(false);
  });

  it('links a row only to a screen the user may open', () => {
    const row: MirrorRow = { id: 'u1', version: 1, fullName: 'Siti Aminah' };
    expect(rowSources(() => true).users.to(row)).toBe('/user/manage-user');
    expect(rowSources(() => false).users.to(row)).toBeNull();
    expect(rowSources(() => true).merchants.to({ id: 'm9', version: 1 })).toBe(
      '/merchant/merchant-profile/m9',
    );
  });
});
