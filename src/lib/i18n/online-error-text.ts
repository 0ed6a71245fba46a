/**
 * How an online-only action's failure reads (docs/ARCHITECTURE.md, Offline core: actions that need
 * the server say so offline): offline, that it needs a connection; a refusal of the server, its
 * message in the user's language; anything else, the unexpected error.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { ApiError } from '../api';
import { translateMessage } from './server-messages';

const NEEDS_CONNECTION = msg`You are offline. This needs a connection; please try again when you are back online.`;

export function onlineErrorText(i18n: I18n, error: unknown): string {
  if (error instanceof ApiError && error.isOffline) return i18n._(NEEDS_CONNECTION);
  if (error instanceof ApiError) return translateMessage(i18n, error.code, error.params, error.message);
  return translateMessage(i18n, 'error.unexpected');
}

/** `onlineErrorText` in the current language, stable while the language stays. */
export function useOnlineErrorText(): (error: unknown) => string {
  const { i18n } = useLingui();
  return useCallback((error: unknown) => onlineErrorText(i18n, error), [i18n]);
}
