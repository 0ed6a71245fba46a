// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { activateLocale, localeDirection } from './i18n';

describe('locale', () => {
  it('sets lang, dir and the i18n_redirected cookie', async () => {
    await activateLocale('ms');
    expect(document.documentElement.lang).toBe('ms');
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.cookie).toContain('i18n_redirected=ms');
  });

  it('reads right-to-left scripts from the language', () => {
    expect(localeDirection('en')).toBe('ltr');
    expect(localeDirection('ms')).toBe('ltr');
    expect(localeDirection('ar')).toBe('rtl');
    expect(localeDirection('he-IL')).toBe('rtl');
  });
});
