/**
 * Time-based one-time codes (RFC 6238 through otplib): 6 digits, 30-second steps, one step of
 * clock drift either way. A code is accepted only for a time step after the last one accepted
 * (`last_step`), so a code seen over someone's shoulder cannot be replayed within its window.
 */
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { AuthenticatorSetup } from '../../../src/contract';

const PERIOD = 30;
const ISSUER = 'Back Office Portal';

export async function newAuthenticator(username: string): Promise<AuthenticatorSetup> {
  const secret = generateSecret();
  const otpauthUrl = generateURI({ issuer: ISSUER, label: username, secret, period: PERIOD });
  const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, otpauthUrl, qrSvg };
}

const stepOf = async (secret: string, code: string, afterStep?: number) => {
  const result = await verify({
    secret,
    token: code,
    period: PERIOD,
    epochTolerance: PERIOD,
    ...(afterStep === undefined ? {} : { afterTimeStep: afterStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
};

/**
 * The time step the code belongs to; 'used' for a right code of a step not after `afterStep`
 * (a replay); null for a wrong code.
 */
export async function matchingStep(
  secret: string,
  code: string,
  afterStep: number | null,
): Promise<number | 'used' | null> {
  const step = await stepOf(secret, code, afterStep ?? undefined);
  if (step !== null) return step;
  return afterStep !== null && (await stepOf(secret, code)) !== null ? 'used' : null;
}
