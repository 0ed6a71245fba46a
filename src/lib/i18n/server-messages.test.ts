import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { messages, type MessageCode } from '../../contract';
import { serverMessages, translateMessage } from './server-messages';

describe('server messages', () => {
  it('translate every code the API can answer, with the same English text', () => {
    expect(Object.keys(serverMessages).sort()).toEqual(Object.keys(messages).sort());
    for (const code of Object.keys(messages) as MessageCode[]) {
      expect(serverMessages[code].message, code).toBe(messages[code]);
    }
  });

  it('fill placeholders and fall back for unknown codes', () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
    expect(translateMessage(i18n, 'validation.range', { min: 1, max: 9 })).toBe(
      'Enter number between 1 and 9',
    );
    expect(translateMessage(i18n, 'no.such.code', {}, 'Server text')).toBe('Server text');
    expect(translateMessage(i18n, undefined)).toBe('An error occurred during processing request.');
  });
});
