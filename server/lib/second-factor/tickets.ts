/**
 * Tickets of the second sign-in step (docs/security.md, "Second factor"): 32 random bytes given
 * to the device, only their HMAC stored, valid TICKET_TTL seconds, used once, bound to the user
 * and to the method that proved the first step. A newer sign-in of the user retires older tickets.
 */
import { randomBytes } from 'node:crypto';
import type { SecondFactorChallenge, SignInMethod } from '../../../src/contract';
import type { Queryable } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import { hashCode } from './secret-box';

export const TICKET_TTL = 300;

export type TicketKind = SecondFactorChallenge['secondStep'];

export type Ticket = {
  id: string;
  user_id: string;
  method: SignInMethod;
  kind: TicketKind;
  pending_secret_enc: string | null;
  attempts: number;
};

export async function issueTicket(
  db: Queryable,
  serverSecret: string,
  userId: string,
  method: SignInMethod,
  kind: TicketKind,
): Promise<SecondFactorChallenge> {
  const ticket = randomBytes(32).toString('base64url');
  await db.query('UPDATE second_factor_tickets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [
    userId,
  ]);
  await db.query(
    `INSERT INTO second_factor_tickets (token_hash, user_id, method, kind, expires_at)
     VALUES ($1, $2, $3, $4, now() + make_interval(secs => $5))`,
    [hashCode(serverSecret, ticket), userId, method, kind, TICKET_TTL],
  );
  return { secondStep: kind, ticket, expiresIn: TICKET_TTL };
}

/** The live ticket, or 401 `secondFactor.ticketInvalid` (unknown, used, expired or of another kind). */
export async function findLiveTicket(
  db: Queryable,
  serverSecret: string,
  token: string,
  kind?: TicketKind,
): Promise<Ticket> {
  const { rows } = await db.query<Ticket>(
    `SELECT id, user_id, method, kind, pending_secret_enc, attempts FROM second_factor_tickets
     WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()`,
    [hashCode(serverSecret, token)],
  );
  const ticket = rows[0];
  if (!ticket || (kind && ticket.kind !== kind)) throw new ApiError(401, 'secondFactor.ticketInvalid');
  return ticket;
}

/** Uses the ticket up; false when a parallel request used it first. */
export async function useTicket(db: Queryable, id: string): Promise<boolean> {
  const { rows } = await db.query(
    'UPDATE second_factor_tickets SET used_at = now() WHERE id = $1 AND used_at IS NULL RETURNING id',
    [id],
  );
  return rows.length > 0;
}

/** Counts a wrong code on the ticket; the last allowed one voids it. Answers the tries left. */
export async function countTicketAttempt(db: Queryable, id: string, max: number): Promise<number> {
  const { rows } = await db.query<{ attempts: number }>(
    `UPDATE second_factor_tickets SET attempts = attempts + 1,
            used_at = CASE WHEN attempts + 1 >= $2 THEN now() ELSE used_at END
     WHERE id = $1 RETURNING attempts`,
    [id, max],
  );
  return Math.max(0, max - (rows[0]?.attempts ?? max));
}
