/**
 * The sessions console (docs/security.md, Sessions console): a user's live sign-ins, one per
 * session family, which the user ends one by one or all but the current; a staff Checker who
 * manages users sees another user's and ends them all.
 */
import * as v from 'valibot';
import { SIGN_IN_METHODS, type SessionUser } from './auth';
import { isChecker } from './four-eyes';
import { isAllowedAny, USER_FUNCTIONS } from './permissions';

export const SessionInfoSchema = v.object({
  /** The session family: the same id through every refresh of one sign-in. */
  id: v.string(),
  /** "Chrome on Windows": the browser and the system it runs on, from its user agent. */
  deviceName: v.string(),
  /** The address the latest refresh came from. */
  address: v.nullable(v.string()),
  signedInAt: v.string(),
  lastSeenAt: v.string(),
  method: v.picklist(SIGN_IN_METHODS),
  isCurrent: v.boolean(),
});
export type SessionInfo = v.InferOutput<typeof SessionInfoSchema>;
export const SessionListSchema = v.array(SessionInfoSchema);

export const SignOutSessionSchema = v.object({
  id: v.pipe(v.string('validation.required'), v.uuid('validation.invalid')),
});
export const EndUserSessionsSchema = v.object({
  userId: v.pipe(v.string('validation.required'), v.uuid('validation.invalid')),
});

/** How many sessions a call ended. */
export const EndedSessionsSchema = v.object({ ended: v.number() });

/**
 * Whether `caller` may see and end another user's sessions: a staff Checker who decides user
 * changes (the user-management approve grant). Ending someone's sessions is an act on their
 * access, so it takes the level and the grant that decide access changes.
 */
export const mayManageSessionsOf = (caller: Pick<SessionUser, 'userType' | 'level' | 'permissions'>) =>
  isChecker(caller) && isAllowedAny(caller.permissions, [USER_FUNCTIONS.decide]);
