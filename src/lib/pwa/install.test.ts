import { describe, expect, it } from 'vitest';
import { computeInstallOffer, isIosSafari } from './install';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/124.0 Mobile/15E148 Safari/604.1';
const IPAD_DESKTOP_MODE =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';

describe('install offer', () => {
  it('recognises Safari on iPhone and iPad, not other iOS browsers or a Mac', () => {
    expect(isIosSafari(IPHONE_SAFARI, 5)).toBe(true);
    expect(isIosSafari(IPAD_DESKTOP_MODE, 5)).toBe(true);
    expect(isIosSafari(IPAD_DESKTOP_MODE, 0)).toBe(false);
    expect(isIosSafari(IPHONE_CHROME, 5)).toBe(false);
  });

  it('offers the prompt, else the iOS instruction, and nothing once installed', () => {
    const base = { hasPrompt: false, isStandalone: false, isInstalled: false, isIosSafari: false };
    expect(computeInstallOffer(base)).toBeNull();
    expect(computeInstallOffer({ ...base, hasPrompt: true })).toBe('prompt');
    expect(computeInstallOffer({ ...base, isIosSafari: true })).toBe('ios-instructions');
    expect(computeInstallOffer({ ...base, hasPrompt: true, isStandalone: true })).toBeNull();
    expect(computeInstallOffer({ ...base, isIosSafari: true, isInstalled: true })).toBeNull();
  });
});
