import { describe, expect, it } from 'vitest';
import { helpPathFor, helpSlugFor } from './help-routes';

describe('helpSlugFor', () => {
  it('answers the article of a screen and of the screens under it', () => {
    expect(helpSlugFor('/credit/top-up')).toBe('top-up');
    expect(helpSlugFor('/credit/credit-management/7b0c')).toBe('credit-management');
    expect(helpSlugFor('/merchant/merchant-profile/42')).toBe('merchants-and-approval');
    expect(helpSlugFor('/invoice/invoice/9/edit')).toBe('invoices-and-notes');
    expect(helpSlugFor('/outbox')).toBe('offline-and-pending-changes');
  });

  it('matches whole path segments only', () => {
    expect(helpSlugFor('/user/manage-user')).toBe('users-and-roles');
    expect(helpSlugFor('/users-report')).toBeNull();
    expect(helpSlugFor('/credit/top-up-report')).toBeNull();
  });

  it('answers null (the help center home) for screens without an article', () => {
    expect(helpSlugFor('/help-center')).toBeNull();
    expect(helpSlugFor('/help-center/top-up')).toBeNull();
    expect(helpSlugFor('/')).toBeNull();
  });
});

describe('helpPathFor', () => {
  it("answers the address of the screen's article, or the help center's home", () => {
    expect(helpPathFor('/case/service-request')).toBe('/help-center/service-requests');
    expect(helpPathFor('/help-center/top-up')).toBe('/help-center');
  });
});
