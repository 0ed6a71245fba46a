import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import type { VerifyEmailResult } from '../../contract';
import { ApiError } from '../../lib/api';
import { translateMessage } from '../../lib/i18n/server-messages';
import { Loading } from '../../ui/loading';
import { FormAlert } from '../../ui/form-alert';
import { linkStyle, statusStyle } from './link-styles';
import { verifyEmail } from './registration.api';

type State =
  | { status: 'checking' }
  | { status: 'done'; result: VerifyEmailResult }
  | { status: 'failed'; message: string };

/**
 * One call per token for the life of the page: React's development double effects (and a
 * re-render) must not turn "verified" into "already verified".
 */
const attempts = new Map<string, Promise<VerifyEmailResult>>();
function verifyOnce(token: string): Promise<VerifyEmailResult> {
  let attempt = attempts.get(token);
  if (!attempt) {
    attempt = verifyEmail(token);
    attempts.set(token, attempt);
    // A failed call (offline, say) may be tried again by opening the link again.
    attempt.catch(() => attempts.delete(token));
  }
  return attempt;
}

/** Verify Email (docs/product.md, Account flows), opened from the mailed link (`?token=`). */
export function VerifyEmailPage({ token }: { token: string }) {
  const { i18n } = useLingui();
  const [state, setState] = useState<State>({ status: 'checking' });

  useEffect(() => {
    let isCurrent = true;
    const check = token ? verifyOnce(token) : Promise.reject(new Error('no token'));
    check.then(
      (result) => isCurrent && setState({ status: 'done', result }),
      (error: unknown) =>
        isCurrent &&
        setState({
          status: 'failed',
          message: error instanceof ApiError ? error.message : translateMessage(i18n, 'account.linkInvalid'),
        }),
    );
    return () => {
      isCurrent = false;
    };
  }, [token, i18n]);

  return (
    <div className={css({ display: 'grid', gap: '5' })}>
      <h1 className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
        <Trans>Verify email</Trans>
      </h1>
      {state.status === 'checking' ? <Loading /> : null}
      {state.status === 'done' ? (
        <p role="status" className={statusStyle}>
          {translateMessage(
            i18n,
            state.result.isAlreadyVerified ? 'account.emailAlreadyVerified' : 'account.emailVerified',
          )}{' '}
          <Trans>You will receive an email with a link to set up your account once it is approved.</Trans>
        </p>
      ) : null}
      {state.status === 'failed' ? (
        <>
          <FormAlert message={state.message} />
          <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
            <Trans>To receive a new link, register again with the same email.</Trans>
          </p>
          <Link to="/register" className={linkStyle}>
            <Trans>Register</Trans>
          </Link>
        </>
      ) : null}
      <Link to="/login" className={linkStyle}>
        <Trans>Back to sign in</Trans>
      </Link>
    </div>
  );
}
