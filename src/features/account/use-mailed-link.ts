import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { MessageCode } from '../../contract';
import { ApiError } from '../../lib/api';
import { translateMessage } from '../../lib/i18n/server-messages';

export type MailedLink<T> =
  { status: 'checking' } | { status: 'valid'; info: T } | { status: 'invalid'; message: string };

/**
 * Checks the token of a link opened from a mail (reset, first-time login) before showing its
 * form. A missing token or a refused one shows the server's message, else `fallback`.
 */
export function useMailedLink<T>(
  token: string,
  validate: (token: string) => Promise<T>,
  fallback: MessageCode,
): MailedLink<T> {
  const { i18n } = useLingui();
  const [link, setLink] = useState<MailedLink<T>>({ status: 'checking' });
  useEffect(() => {
    let isCurrent = true;
    const check = token ? validate(token) : Promise.reject(new Error('no token'));
    check.then(
      (info) => isCurrent && setLink({ status: 'valid', info }),
      (error: unknown) =>
        isCurrent &&
        setLink({
          status: 'invalid',
          message: error instanceof ApiError ? error.message : translateMessage(i18n, fallback),
        }),
    );
    return () => {
      isCurrent = false;
    };
  }, [token, validate, fallback, i18n]);
  return link;
}
