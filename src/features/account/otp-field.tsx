import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { css } from 'styled-system/css';
import type { OtpPurpose } from '../../contract';
import { ApiError } from '../../lib/api';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';
import { requestOtp } from './account.api';
import { useCountdown } from './use-countdown';

export type OtpState = { challengeId: string | null };

/**
 * The one-time-password step of a security change: send the code by mail, show the seconds
 * until it expires, allow a new code only after that (docs/product.md, One-time passwords). The code goes in
 * `otp`.
 */
export function OtpField({
  purpose,
  error,
  onChallenge,
}: {
  purpose: OtpPurpose;
  error: string | undefined;
  onChallenge: (challengeId: string) => void;
}) {
  const { t } = useLingui();
  const [deadline, setDeadline] = useState<number | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);
  const seconds = useCountdown(deadline);

  async function send() {
    setSending(true);
    setSendError(null);
    try {
      const challenge = await requestOtp(purpose);
      onChallenge(challenge.challengeId);
      setSentTo(challenge.sentTo);
      setDeadline(Date.now() + challenge.expiresIn * 1000);
    } catch (failure) {
      const wait = failure instanceof ApiError ? Number(failure.params?.seconds) : NaN;
      if (Number.isFinite(wait) && wait > 0) setDeadline(Date.now() + wait * 1000);
      setSendError(failure instanceof Error ? failure.message : null);
    } finally {
      setSending(false);
    }
  }

  const isSent = deadline !== null;
  return (
    <div className={css({ display: 'grid', gap: '2' })}>
      <div className={css({ display: 'flex', gap: '3', alignItems: 'center', flexWrap: 'wrap' })}>
        <Button variant="outline" size="sm" onClick={() => void send()} disabled={isSending || seconds > 0}>
          {isSent ? <Trans>Resend OTP</Trans> : <Trans>Send OTP</Trans>}
        </Button>
        <span role="status" className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          {isSent && seconds > 0 && sentTo
            ? t`Code sent to ${sentTo}. It expires in ${seconds} seconds.`
            : null}
          {isSent && seconds > 0 && !sentTo ? t`You can request a new code in ${seconds} seconds.` : null}
          {isSent && seconds === 0 ? t`The code has expired. You can request a new one.` : null}
        </span>
      </div>
      {sendError ? <span className={css({ fontSize: 'sm', color: 'danger.fg' })}>{sendError}</span> : null}
      <TextField
        label={<Trans>One-time password</Trans>}
        name="otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
        error={error}
      />
    </div>
  );
}
