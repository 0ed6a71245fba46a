/**
 * Access tokens are short-lived HS256 JWTs (sub = user id, role = role id). Refresh tokens are
 * 32 random bytes; only their sha256 is stored, so a leaked sessions table cannot be replayed.
 */
import { createHash, randomBytes } from 'node:crypto';
import { sign, verify } from 'hono/jwt';
import { JwtTokenExpired } from 'hono/utils/jwt/types';
import { ApiError } from './api-error';

/** `sid`: the refresh-session family the token was issued for (devices, "other sessions"). */
export type AccessClaims = { sub: string; role: string; sid?: string };

export async function signAccessToken(claims: AccessClaims, secret: string, ttlSeconds: number) {
  const now = Math.floor(Date.now() / 1000);
  return sign({ ...claims, iat: now, exp: now + ttlSeconds }, secret, 'HS256');
}

/**
 * Tokens this process has verified, per secret: the same token string is presented on every call
 * of a session, and checking its HMAC through WebCrypto was 7 % of a worker's time under load. A
 * token's signature and claims never change, so only its expiry is checked again on a hit. Bounded
 * (oldest verified dropped first); a token never seen, or dropped, is verified in full.
 */
type Verified = { claims: AccessClaims; exp: number | undefined };
const verifiedTokens = new Map<string, Map<string, Verified>>();
const MAX_VERIFIED_TOKENS = 5_000;

function isExpired(exp: number | undefined): boolean {
  return exp !== undefined && exp <= Math.floor(Date.now() / 1000);
}

/** Throws 401 'auth.sessionExpired' for an expired token, 'auth.unauthorized' for any other fault. */
export async function verifyAccessToken(token: string, secret: string): Promise<AccessClaims> {
  let verified = verifiedTokens.get(secret);
  const known = verified?.get(token);
  if (known) {
    if (isExpired(known.exp)) throw new ApiError(401, 'auth.sessionExpired');
    return known.claims;
  }
  const entry = await verifyInFull(token, secret);
  if (!verified) {
    verified = new Map();
    verifiedTokens.set(secret, verified);
  }
  verified.set(token, entry);
  if (verified.size > MAX_VERIFIED_TOKENS) {
    const oldest = verified.keys().next().value;
    if (oldest !== undefined) verified.delete(oldest);
  }
  return entry.claims;
}

async function verifyInFull(token: string, secret: string): Promise<Verified> {
  try {
    const payload = await verify(token, secret, 'HS256');
    if (typeof payload.sub !== 'string' || typeof payload.role !== 'string') {
      throw new ApiError(401, 'auth.unauthorized');
    }
    return {
      claims: {
        sub: payload.sub,
        role: payload.role,
        ...(typeof payload.sid === 'string' ? { sid: payload.sid } : {}),
      },
      exp: typeof payload.exp === 'number' ? payload.exp : undefined,
    };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(401, error instanceof JwtTokenExpired ? 'auth.sessionExpired' : 'auth.unauthorized');
  }
}

export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
