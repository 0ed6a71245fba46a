import { describe, expect, it } from 'vitest';
import { isNavigationAllowed } from './external-links';

const here = 'https://portal.example.my';

describe('external navigation (docs/product.md, External links)', () => {
  it('allows the app itself', () => {
    expect(isNavigationAllowed('/dashboard', here, [])).toBe(true);
    expect(isNavigationAllowed(`${here}/merchant/view-merchant-listing`, here, [])).toBe(true);
  });

  it('blocks another origin unless it is allowed', () => {
    expect(isNavigationAllowed('https://evil.example.com/x', here, [])).toBe(false);
    expect(isNavigationAllowed('https://help.example.my/a', here, ['https://help.example.my'])).toBe(true);
    expect(isNavigationAllowed('http://portal.example.my/', here, [])).toBe(false);
  });

  it('blocks script URLs and keeps mail and phone links', () => {
    expect(isNavigationAllowed('javascript:alert(1)', here, [])).toBe(false);
    expect(isNavigationAllowed('mailto:help@example.my', here, [])).toBe(true);
    expect(isNavigationAllowed('tel:03-1234-5678', here, [])).toBe(true);
  });
});
