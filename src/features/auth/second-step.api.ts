/** The second sign-in step's calls (docs/security.md, "Second factor"); loaded with that step only. */
import {
  AuthenticatorSetupSchema,
  SecondStepAnswerSchema,
  type SecondStep,
} from '../../contract/second-factor';
import { apiRequest } from '../../lib/api';

export const answerSecondStep = (body: SecondStep) =>
  apiRequest('/General/sign-in/second-factor', {
    method: 'POST',
    body,
    schema: SecondStepAnswerSchema,
    skipRefresh: true,
  });

/** A new authenticator for a user whose role requires one, set up during sign-in. */
export const startSignInSetup = (ticket: string) =>
  apiRequest('/General/sign-in/second-factor/setup', {
    method: 'POST',
    body: { ticket },
    schema: AuthenticatorSetupSchema,
    skipRefresh: true,
  });
