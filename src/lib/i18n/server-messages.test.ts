import { setupI18n } from '@lingui/core';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { describe, expect, it } from 'vitest';
import { messages } from '../../contract';
import { translateMessage } from './server-messages';

describe('server messages', () => {
  it('carry the id Lingui gives their English text, so the catalogs key them by that text', () => {
    for (const [code, { id, message }] of Object.entries(messages)) {
      expect(id, `${code}: "${message}"`).toBe(generateMessageId(message));
    }
  });

  it('translate by code from the catalog', () => {
    const { id } = messages['auth.sessionIdle'];
    const i18n = setupI18n({
      locale: 'ms',
      messages: { ms: { [id]: ['Dilog keluar selepas ', ['minutes'], ' minit.'] } },
    });
    expect(translateMessage(i18n, 'auth.sessionIdle', { minutes: 15 })).toBe(
      'Dilog keluar selepas 15 minit.',
    );
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
