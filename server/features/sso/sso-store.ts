/**
 * The rows behind one single sign-on (migration 031): the flow state of a trip to the provider,
 * and the linked identities (the one-time grant: server/lib/auth/sso-grants.ts). Secrets are stored
 * as their sha256 only; every one of them is spent by the one statement that reads it.
 */
import type { Queryable } from '../../db/client';
import { hashToken } from '../../lib/tokens';
import type { FirstLoginAnswers } from '../../lib/account/first-login';

/** Minutes a user has at the provider before the flow is refused as expired. */
export const FLOW_TTL_SECONDS = 600;

export type FlowPurpose = 'signIn' | 'firstLogin';

export type FlowRecord = {
  nonce: string;
  code_verifier: string;
  browser_hash: string;
  purpose: FlowPurpose;
  user_id: string | null;
  account_token_id: string | null;
  pending: FirstLoginAnswers | null;
  is_live: boolean;
};

export async function saveFlow(
  db: Queryable,
  flow: {
    state: string;
    nonce: string;
    codeVerifier: string;
    browserHash: string;
    purpose: FlowPurpose;
    userId?: string;
    accountTokenId?: string;
    pending?: FirstLoginAnswers;
  },
): Promise<void> {
  await db.query(
    `INSERT INTO sso_flows (state_hash, nonce, code_verifier, browser_hash, purpose, user_id, account_token_id,
                            pending, expires_at)
     VALUES ($1, $2, $3, $9, $4, $5, $6, $7, now() + make_interval(secs => $8))`,
    [
      hashToken(flow.state),
      flow.nonce,
      flow.codeVerifier,
      flow.purpose,
      flow.userId ?? null,
      flow.accountTokenId ?? null,
      flow.pending ? JSON.stringify(flow.pending) : null,
      FLOW_TTL_SECONDS,
      flow.browserHash,
    ],
  );
}

/** Spends the flow the state names; null for an unknown or already used one (a replay). */
export async function takeFlow(db: Queryable, state: string): Promise<FlowRecord | null> {
  const { rows } = await db.query<FlowRecord>(
    `UPDATE sso_flows SET used_at = now() WHERE state_hash = $1 AND used_at IS NULL
     RETURNING nonce, code_verifier, browser_hash, purpose, user_id, account_token_id, pending, expires_at > now() AS is_live`,
    [hashToken(state)],
  );
  return rows[0] ?? null;
}

/** The portal account linked to this subject of this provider, noting its use. */
export async function userOfIdentity(db: Queryable, issuer: string, subject: string): Promise<string | null> {
  const { rows } = await db.query<{ user_id: string }>(
    `UPDATE sso_identities SET last_used_at = now() WHERE issuer = $1 AND subject = $2 RETURNING user_id`,
    [issuer, subject],
  );
  return rows[0]?.user_id ?? null;
}

/** Links; false when the subject is linked already (to this or another account). */
export async function linkIdentity(
  db: Queryable,
  identity: { userId: string; issuer: string; subject: string; email: string },
): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO sso_identities (user_id, issuer, subject, email, last_used_at)
     VALUES ($1, $2, $3, $4, now()) ON CONFLICT (issuer, subject) DO NOTHING RETURNING id`,
    [identity.userId, identity.issuer, identity.subject, identity.email],
  );
  return rows.length > 0;
}

/** Housekeeping: flows and grants a day past their time, used or not; answers how many went. */
export async function pruneSsoRows(db: Queryable, batch: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `WITH flows AS (
       DELETE FROM sso_flows WHERE id IN (
         SELECT id FROM sso_flows WHERE expires_at < now() - interval '1 day' ORDER BY expires_at LIMIT $1)
       RETURNING 1),
     grants AS (
       DELETE FROM sso_grants WHERE id IN (
         SELECT id FROM sso_grants WHERE expires_at < now() - interval '1 day' ORDER BY expires_at LIMIT $1)
       RETURNING 1)
     SELECT greatest((SELECT count(*) FROM flows), (SELECT count(*) FROM grants))::int AS n`,
    [batch],
  );
  return rows[0]?.n ?? 0;
}
