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

/** Throws 401 'auth.sessionExpired' for an expired token, 'auth.unauthorized' for any other fault. */
export async function verifyAccessToken(token: string, secret: string): Promise<AccessClaims> {
  try {
    const payload = await verify(token, secret, 'HS256');
    if (typeof payload.sub !== 'string' || typeof payload.role !== 'string') {
      throw new ApiError(401, 'auth.unauthorized');
    }
    return {
      sub: payload.sub,
      role: payload.role,
      ...(typeof payload.sid === 'string' ? { sid: payload.sid } : {}),
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
