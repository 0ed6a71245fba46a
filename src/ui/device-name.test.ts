import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages as en } from '../../locales/en/messages.po';
import { messages as ms } from '../../locales/ms/messages.po';
import { joinDeviceName, UNKNOWN_DEVICE } from '../contract';
import { deviceLabel } from './device-name';

const i18nOf = (locale: 'en' | 'ms') => setupI18n({ locale, messages: { en, ms } });

describe('deviceLabel', () => {
  it('says a kept device name in the user language, browser and system as they are', () => {
    const name = joinDeviceName('Chrome', 'Linux');
    expect(deviceLabel(i18nOf('en'), name)).toBe('Chrome on Linux');
    expect(deviceLabel(i18nOf('ms'), name)).toBe('Chrome pada Linux');
    expect(deviceLabel(i18nOf('ms'), joinDeviceName('Samsung Internet', 'Android'))).toBe(
      'Samsung Internet pada Android',
    );
  });

  it('translates an unknown device and keeps a name of one part', () => {
    expect(deviceLabel(i18nOf('ms'), UNKNOWN_DEVICE)).toBe('Peranti tidak dikenali');
    expect(deviceLabel(i18nOf('ms'), joinDeviceName('curl', undefined))).toBe('curl');
  });
});
