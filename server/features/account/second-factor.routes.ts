/** The Two-step verification tab's calls (docs/security.md, "Second factor"), mounted at /Account. */
import { Hono } from 'hono';
import {
  AuthenticatorSetupSchema,
  ConfirmAuthenticatorSchema,
  RecoveryCodesSchema,
  SecondFactorOtpSchema,
  SecondFactorStatusSchema,
} from '../../../src/contract';
import { requireAuth } from '../../lib/auth/require-auth';
import type { AppBindings, AppDeps } from '../../lib/context';
import { describeCall } from '../../lib/openapi/describe-call';
import { signedInCall } from '../../lib/route-access';
import { jsonBody } from '../../lib/route-input';
import {
  confirmSetup,
  getSecondFactorStatus,
  renewRecoveryCodes,
  startSetup,
  turnOff,
} from './second-factor-settings';

/** Mounted at /Account: the signed-in user's own factor. */
export function accountSecondFactorRoutes(deps: AppDeps) {
  return new Hono<AppBindings>()
    .use(requireAuth(deps))
    .use(signedInCall)
    .get('/second-factor', describeCall({ answers: SecondFactorStatusSchema }), getSecondFactorStatus(deps))
    .post(
      '/second-factor/setup',
      describeCall({ answers: AuthenticatorSetupSchema }),
      jsonBody(SecondFactorOtpSchema),
      startSetup(deps),
    )
    .post(
      '/second-factor/confirm',
      describeCall({ answers: RecoveryCodesSchema }),
      jsonBody(ConfirmAuthenticatorSchema),
      confirmSetup(deps),
    )
    .post(
      '/second-factor/recovery-codes',
      describeCall({ answers: RecoveryCodesSchema }),
      jsonBody(SecondFactorOtpSchema),
      renewRecoveryCodes(deps),
    )
    .post('/second-factor/disable', jsonBody(SecondFactorOtpSchema), turnOff(deps));
}
