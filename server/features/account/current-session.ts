import type { Context } from 'hono';
import { decode } from 'hono/jwt';
import type { AppBindings } from '../../lib/context';

/**
 * The refresh-session family of the signed-in request's access token (`sid`). Only called behind
 * requireAuth, which has already verified the token's signature.
 */
export function currentSessionFamily(c: Context<AppBindings>): string | undefined {
  const token = /^Bearer\s+(\S+)$/i.exec(c.req.header('Authorization') ?? '')?.[1];
  if (!token) return undefined;
  const { sid } = decode(token).payload;
  return typeof sid === 'string' ? sid : undefined;
}
