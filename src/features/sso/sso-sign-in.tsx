import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { SSO_ERROR_CODES } from '../../contract/sso';
import type { SignInAnswer } from '../../contract';
import { signInFailureMessage } from '../../lib/api/sign-in-failure';
import { translateMessage } from '../../lib/i18n/server-messages';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { useSsoSettings } from './use-sso-settings';

/** The calls, loaded when used: most sign-ins never need them. */
const ssoApi = () => import('./sso.api');

/** Where /login was to go after signing in, kept across the trip to the provider (this tab only). */
const RETURN_KEY = 'bo-portal:sso-return-to';

function keepReturnTo(path: string | undefined) {
  try {
    if (path) sessionStorage.setItem(RETURN_KEY, path);
    else sessionStorage.removeItem(RETURN_KEY);
  } catch {
    // Storage refused (a private window's quota): the dashboard, as without a target.
  }
}

function takeReturnTo(): string | undefined {
  try {
    const path = sessionStorage.getItem(RETURN_KEY) ?? undefined;
    sessionStorage.removeItem(RETURN_KEY);
    return path && /^\/(?!\/)/.test(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/** Grants already sent: React runs a mount effect twice in development, and a grant is good once. */
const sentGrants = new Set<string>();

/**
 * Under the sign-in form: "Sign in with <provider>" when the server has single sign-on, and the
 * return from the provider: `grant` is signed in with (the answer is a password sign-in's: a
 * session, or the second step, which the sign-in page takes from `onAnswer`),
 * `error` is the code of what went wrong, shown translated (docs/security.md, Single sign-on).
 */
export function SsoSignIn({
  grant,
  error,
  returnTo,
  onAnswer,
  onReturnSettled,
}: {
  grant: string | undefined;
  error: string | undefined;
  /** /login's own `redirect`, followed after the return from the provider. */
  returnTo?: string | undefined;
  /** The sign-in's answer, taken exactly as a password sign-in's, with where to go after it. */
  onAnswer: (answer: SignInAnswer, returnTo: string | undefined) => void;
  /** The return was handled and failed: the grant or error may leave the address. */
  onReturnSettled: () => void;
}) {
  const { i18n } = useLingui();
  const settings = useSsoSettings();
  const [message, setMessage] = useState(() =>
    error
      ? translateMessage(i18n, (SSO_ERROR_CODES as readonly string[]).includes(error) ? error : 'sso.failed')
      : null,
  );
  const [isBusy, setBusy] = useState(Boolean(grant));

  useEffect(() => {
    if (!grant || sentGrants.has(grant)) return;
    sentGrants.add(grant);
    ssoApi()
      .then(({ completeSso }) => completeSso(grant))
      .then((answer) => onAnswer(answer, takeReturnTo()))
      .catch((failure: unknown) => {
        setMessage(failure instanceof Error ? failure.message : translateMessage(i18n, 'sso.failed'));
        setBusy(false);
        onReturnSettled();
      });
  }, [grant, i18n, onReturnSettled, onAnswer]);

  async function start() {
    setBusy(true);
    setMessage(null);
    try {
      const { startSsoSignIn } = await ssoApi();
      keepReturnTo(returnTo);
      await startSsoSignIn();
    } catch (failure) {
      setMessage(signInFailureMessage(i18n, failure, 'sso.failed'));
      setBusy(false);
    }
  }

  if (!settings?.enabled && !message) return null;
  const providerName = settings?.displayName ?? '';
  return (
    <div className={css({ display: 'grid', gap: '3' })}>
      <FormAlert message={message} />
      {settings?.enabled ? (
        <>
          <div
            className={css({
              display: 'flex',
              alignItems: 'center',
              gap: '3',
              color: 'fg.muted',
              fontSize: 'sm',
              _before: { content: '""', flex: '1', borderTopWidth: 'thin', borderColor: 'border.default' },
              _after: { content: '""', flex: '1', borderTopWidth: 'thin', borderColor: 'border.default' },
            })}
          >
            <Trans>or</Trans>
          </div>
          <Button variant="outline" disabled={isBusy} onClick={() => void start()}>
            <Trans>Sign in with {providerName}</Trans>
          </Button>
        </>
      ) : null}
    </div>
  );
}
