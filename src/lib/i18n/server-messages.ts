import type { I18n } from '@lingui/core';
import { isMessageCode, messages, type MessageParams } from '../../contract/messages';

/**
 * Translates a code from the API or a contract schema by the contract's own message list
 * (src/contract/messages.ts, extracted into the catalogs like the app's messages); unknown codes
 * fall back to `fallback`, then to the generic error.
 */
export function translateMessage(
  i18n: I18n,
  code: string | undefined,
  params: MessageParams = {},
  fallback?: string,
): string {
  if (isMessageCode(code)) {
    // By id, not by an object literal: the extractor reads `i18n._({…})` as a message to extract.
    const { id, message } = messages[code];
    return i18n._(id, params, { message });
  }
  if (fallback) return fallback;
  return i18n._(messages['error.fallback']);
}
