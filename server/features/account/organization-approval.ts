/**
 * Staff review of registered organizations (docs/product.md, Account flows;
 * "Staff approve or reject ... organizations"):
 * - GET /Organization/registrations: the open registrations, oldest first;
 * - POST /Organization/approve { merchantId }: only once the email is verified; the merchant
 *   becomes Approved and Active, and its Merchant Admin gets the first-time login link;
 * - POST /Organization/reject { merchantId, reason }: the merchant becomes Rejected, the admin
 *   account Disabled; the registrant is told by mail with the reason, if their email is verified
 *   (an unverified address may not be theirs, so it gets no more mail from us).
 * Both decisions follow the four-eyes rule of merchant approval, through the same
 * merchantTransition: only a staff Checker decides (403 error.forbidden), never one who submitted
 * the merchant (403 merchant.ownSubmission: the registrant, or staff who edited it since).
 * The two decisions run in the `mutation` middleware's transaction (Idempotency-Key aware); the
 * mail goes out after the answer, once the decision has committed (lib/mail/request-mail.ts).
 */
import { lockMerchant } from '../../resources/merchants';
import type { Context } from 'hono';
import {
  ApproveOrganizationSchema,
  RejectOrganizationSchema,
  userStatusAfter,
  type OrganizationRegistration,
  type SessionUser,
  type UserStatus,
} from '../../../src/contract';
import type { Queryable } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import { recordAudit } from '../../lib/audit';
import type { AppBindings, AppDeps } from '../../lib/context';
import { ok } from '../../lib/envelope';
import { inputOf } from '../../lib/route-input';
import { merchantTransition } from '../../../src/contract';
import { mailUser } from '../../lib/account/mail-user';
import { sendFirstLoginLink } from '../../lib/account/first-login-link';
import { organizationDecided } from './organization-notices';

const LIST_LIMIT = 500;

export function listRegistrations({ db }: AppDeps) {
  return async (c: Context<AppBindings>) => {
    const { rows } = await db.query<OrganizationRegistration>(
      `SELECT m.id AS "merchantId", m.merchant_name AS "companyName",
              m.business_registration_number AS "registrationNumber",
              u.first_name || ' ' || u.last_name AS "contactName", u.username, u.email,
              coalesce(u.mobile_number, m.contact_number) AS "mobileNumber",
              to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "registeredAt",
              r.email_verified_at IS NOT NULL AS "isEmailVerified",
              EXISTS (SELECT 1 FROM merchants o
                      WHERE o.id <> m.id AND o.approval_status <> 'Rejected'
                        AND upper(o.business_registration_number) = upper(m.business_registration_number))
                AS "isRegistrationNumberInUse"
       FROM organization_registrations r
       JOIN merchants m ON m.id = r.merchant_id
       JOIN users u ON u.id = r.user_id
       WHERE r.decision IS NULL
       ORDER BY r.created_at, m.id
       LIMIT $1`,
      [LIST_LIMIT],
    );
    return ok(c, rows);
  };
}

type OpenRegistration = {
  merchant_id: string;
  merchant_name: string;
  user_id: string;
  username: string;
  email: string;
  first_name: string;
  user_status: UserStatus;
  is_verified: boolean;
};

/** Locks the registration for the decision; refuses one that is gone or already decided. */
async function lockOpenRegistration(tx: Queryable, merchantId: string): Promise<OpenRegistration> {
  const { rows } = await tx.query<OpenRegistration & { decision: string | null }>(
    `SELECT r.merchant_id, m.merchant_name, r.user_id, u.username, u.email, u.first_name, r.decision,
            u.status AS user_status, r.email_verified_at IS NOT NULL AS is_verified
     FROM organization_registrations r
     JOIN merchants m ON m.id = r.merchant_id
     JOIN users u ON u.id = r.user_id
     WHERE r.merchant_id = $1
     FOR UPDATE OF r`,
    [merchantId],
  );
  const found = rows[0];
  if (!found) throw new ApiError(404, 'error.notFound');
  if (found.decision !== null) throw new ApiError(409, 'organization.notPending');
  return found;
}

/** Decides the registration's merchant as merchant approval does (merchantTransition). */
async function recordDecision(
  tx: Queryable,
  registration: OpenRegistration,
  decider: SessionUser,
  decision: 'Approved' | 'Rejected',
  reason: string | null,
): Promise<void> {
  const merchant = await lockMerchant(tx, registration.merchant_id);
  if (!merchant) throw new ApiError(404, 'error.notFound');
  // The registrant submitted it, unless staff edited it since (Merchant/update records them).
  const state = { ...merchant, submittedBy: merchant.submittedBy ?? registration.user_id };
  const decided = merchantTransition(state, { kind: 'decide', decision }, decider);
  if (!decided.ok) throw new ApiError(decided.status, decided.code);
  await tx.query(
    `UPDATE organization_registrations
     SET decision = $2, decided_at = now(), decided_by = $3, rejection_reason = $4
     WHERE merchant_id = $1`,
    [registration.merchant_id, decision, decider.userID, reason],
  );
  await tx.query(`UPDATE merchants SET approval_status = $2, status = $3 WHERE id = $1`, [
    registration.merchant_id,
    decided.next.approvalStatus,
    decided.next.status,
  ]);
  await organizationDecided(tx, registration.merchant_id);
}

export function approveOrganization(deps: AppDeps) {
  return async (c: Context<AppBindings>) => {
    const user = c.get('user');
    const { merchantId } = inputOf(c, ApproveOrganizationSchema);
    const tx = c.get('db');
    const registration = await lockOpenRegistration(tx, merchantId);
    if (!registration.is_verified) throw new ApiError(409, 'organization.emailNotVerified');
    await recordDecision(tx, registration, user, 'Approved', null);
    await sendFirstLoginLink(
      tx,
      deps,
      c.get('mailer'),
      {
        id: registration.user_id,
        username: registration.username,
        email: registration.email,
        first_name: registration.first_name,
      },
      registration.merchant_name,
    );
    await recordAudit(tx, c, {
      userId: user.userID,
      action: 'organization.approved',
      entity: 'merchant',
      entityId: merchantId,
    });
    return ok(c, null, 'organization.approved');
  };
}

export function rejectOrganization() {
  return async (c: Context<AppBindings>) => {
    const user = c.get('user');
    const { merchantId, reason } = inputOf(c, RejectOrganizationSchema);
    const tx = c.get('db');
    const registration = await lockOpenRegistration(tx, merchantId);
    await recordDecision(tx, registration, user, 'Rejected', reason);
    const adminStatus = userStatusAfter(registration.user_status, 'deactivate', { hasSetPassword: false });
    if (adminStatus !== null) {
      await tx.query(`UPDATE users SET status = $2 WHERE id = $1`, [registration.user_id, adminStatus]);
    }
    // Its open links (email verification) die with the registration.
    await tx.query(`UPDATE account_tokens SET used_at = now() WHERE user_id = $1 AND used_at IS NULL`, [
      registration.user_id,
    ]);
    if (registration.is_verified) {
      const recipient = {
        id: registration.user_id,
        email: registration.email,
        first_name: registration.first_name,
      };
      await mailUser(tx, c.get('mailer'), recipient, 'organizationRejected', {
        organization: registration.merchant_name,
        reason,
      });
    }
    await recordAudit(tx, c, {
      userId: user.userID,
      action: 'organization.rejected',
      entity: 'merchant',
      entityId: merchantId,
      details: { reason },
    });
    return ok(c, null, 'organization.rejected');
  };
}
