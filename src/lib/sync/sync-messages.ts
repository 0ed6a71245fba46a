import { formatMessage, type MessageCode } from '../../contract';
import { i18n } from '../i18n/i18n';
import { translateMessage } from '../i18n/server-messages';

/**
 * A message for an op's error, in the user's language. Sync may run before a locale is loaded
 * (a pull on start-up); then the contract's English text stands in rather than throwing, and in
 * the app's build, which keeps only the messages' ids (vite/server-message-ids.ts), the code
 * itself. Ops keep the code too, so a screen can translate again after a language switch.
 */
export function translateCode(code: MessageCode): string {
  return i18n.locale ? translateMessage(i18n, code) : formatMessage(code) || code;
}
