import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MessageCode } from '../../contract/messages';
import { translateMessage } from '../i18n/server-messages';
import { ApiError } from './api-error';

const OFFLINE = msg`You are offline. Signing in needs a connection; please try again when you are back online.`;

/** What a failed way of signing in tells the user: offline, the server's reason, or `otherwise`. */
export function signInFailureMessage(i18n: I18n, failure: unknown, otherwise: MessageCode): string {
  if (failure instanceof ApiError && failure.isOffline) return i18n._(OFFLINE);
  return failure instanceof Error ? failure.message : translateMessage(i18n, otherwise);
}
