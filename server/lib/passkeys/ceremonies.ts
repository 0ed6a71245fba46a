/**
 * The two WebAuthn ceremonies through @simplewebauthn/server (docs/security.md, Passkeys): the
 * relying party is the app's host name and origin (env.passkeys), user verification (fingerprint,
 * face or screen lock) is required, each challenge is stored and used once, and the signature
 * counter must move forward.
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Queryable } from '../../db/client';
import type { Env } from '../../env';
import { ApiError } from '../api-error';
import {
  challengeOf,
  credentialOf,
  PASSKEY_CHALLENGE_TTL,
  storeChallenge,
  takeChallenge,
  type PasskeyRow,
} from './passkey-store';

const RP_NAME = 'Back Office Portal';
const TIMEOUT_MS = PASSKEY_CHALLENGE_TTL * 1000;

type Relying = Pick<Env, 'passkeys'>;

/** The user handle a passkey of `userId` carries: the `userID` its registration gave, base64url. */
const userHandleOf = (userId: string) => Buffer.from(userId).toString('base64url');

/**
 * Options to create a discoverable passkey for `user` (so signing in needs no username), leaving
 * out the authenticators the user already registered.
 */
export async function registrationOptions(
  db: Queryable,
  env: Relying,
  user: { id: string; username: string; displayName: string },
  registered: { credential_id: string; transports: string[] }[],
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: env.passkeys.rpId,
    userName: user.username,
    userDisplayName: user.displayName,
    userID: new TextEncoder().encode(user.id),
    timeout: TIMEOUT_MS,
    attestationType: 'none',
    excludeCredentials: registered.map((row) => ({ id: row.credential_id, transports: row.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await storeChallenge(db, 'register', options.challenge, user.id);
  return options;
}

export type NewPasskey = {
  credentialId: string;
  publicKey: Uint8Array;
  counter: number;
  transports: string[];
};

/** Verifies a registration answer against the user's own stored challenge, using it up. */
export async function verifyRegistration(
  db: Queryable,
  env: Relying,
  userId: string,
  response: RegistrationResponseJSON,
): Promise<NewPasskey> {
  const challenge = challengeOf(response.response.clientDataJSON);
  if (!challenge || !(await takeChallenge(db, 'register', challenge, userId))) {
    throw new ApiError(400, 'passkey.expired');
  }
  const verified = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: env.passkeys.origins,
    expectedRPID: env.passkeys.rpId,
    requireUserVerification: true,
  }).catch(() => null);
  if (!verified?.verified) throw new ApiError(400, 'passkey.registerFailed');
  const { credential } = verified.registrationInfo;
  return {
    credentialId: credential.id,
    publicKey: credential.publicKey,
    counter: credential.counter,
    transports: credential.transports ?? [],
  };
}

/** Options to sign in with any passkey of this site: no username, the passkey names its user. */
export async function signInOptions(
  db: Queryable,
  env: Relying,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const options = await generateAuthenticationOptions({
    rpID: env.passkeys.rpId,
    userVerification: 'required',
    timeout: TIMEOUT_MS,
  });
  await storeChallenge(db, 'signIn', options.challenge, null);
  return options;
}

/** Uses up the sign-in challenge an assertion signed; false when it is unknown, expired or used. */
export async function takeSignInChallenge(db: Queryable, response: AuthenticationResponseJSON) {
  const challenge = challengeOf(response.response.clientDataJSON);
  return challenge !== '' && (await takeChallenge(db, 'signIn', challenge, null)) ? challenge : null;
}

/**
 * Checks an assertion with the stored passkey: the user handle, when the authenticator sends one,
 * names the passkey's owner; then the signature, origin, RP ID, user verification and a counter
 * that moved forward. Answers the new counter, or null when it does not hold.
 */
export async function verifyAssertion(
  env: Relying,
  row: PasskeyRow,
  response: AuthenticationResponseJSON,
  challenge: string,
): Promise<number | null> {
  const { userHandle } = response.response;
  if (userHandle && userHandle !== userHandleOf(row.user_id)) return null;
  const verified = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge,
    expectedOrigin: env.passkeys.origins,
    expectedRPID: env.passkeys.rpId,
    credential: credentialOf(row),
    requireUserVerification: true,
  }).catch(() => null);
  return verified?.verified ? verified.authenticationInfo.newCounter : null;
}
