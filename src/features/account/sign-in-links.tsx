import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { linkStyle } from './link-styles';

/** Under the sign-in form: the way back into a locked or forgotten account, and registration. */
export function SignInLinks() {
  return (
    <div className={css({ display: 'flex', justifyContent: 'center', gap: '4' })}>
      <Link to="/forgot-password" className={linkStyle}>
        <Trans>Forgot password?</Trans>
      </Link>
      <Link to="/register" className={linkStyle}>
        <Trans>Register</Trans>
      </Link>
    </div>
  );
}
