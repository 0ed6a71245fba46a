import { Trans, useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import type { AuthenticatorSetup } from '../../contract';

/** The key in groups of four, as authenticator apps show and ask for it. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * A new authenticator to add: the QR code (an SVG the server drew, shown as an image, so nothing
 * of it runs here) and the key to type instead.
 */
export function AuthenticatorQr({ setup }: { setup: AuthenticatorSetup }) {
  const { t } = useLingui();
  return (
    <div className={css({ display: 'grid', gap: '3', justifyItems: 'start' })}>
      <p className={css({ fontSize: 'sm' })}>
        <Trans>
          Scan this QR code with an authenticator app (such as Google Authenticator, Microsoft Authenticator
          or 1Password), then enter the 6-digit code it shows.
        </Trans>
      </p>
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
        alt={t`QR code for your authenticator app`}
        width={184}
        height={184}
        className={css({
          bg: 'white',
          p: '2',
          borderRadius: 'md',
          borderWidth: 'thin',
          borderColor: 'border.default',
        })}
      />
      <details className={css({ fontSize: 'sm' })}>
        <summary className={css({ cursor: 'pointer', color: 'accent.fg' })}>
          <Trans>Cannot scan? Enter the key instead</Trans>
        </summary>
        <code
          aria-label={t`Setup key`}
          className={css({ display: 'block', mt: '2', fontFamily: 'mono', wordBreak: 'break-all' })}
        >
          {grouped(setup.secret)}
        </code>
      </details>
    </div>
  );
}
