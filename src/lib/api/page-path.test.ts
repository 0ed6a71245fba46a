import { describe, expect, it } from 'vitest';
import { pagePathHeader } from './page-path';

describe('pagePathHeader', () => {
  it('joins path segments with hyphens', () => {
    expect(pagePathHeader('/merchant/view-merchant-listing')).toBe('merchant-view-merchant-listing');
    expect(pagePathHeader('/merchant/merchant-profile/42/')).toBe('merchant-merchant-profile-42');
  });

  it('names the root path', () => {
    expect(pagePathHeader('/')).toBe('index');
  });
});
