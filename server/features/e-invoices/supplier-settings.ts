/**
 * The company's e-invoice settings under four eyes (docs/security.md, E-invoices; migration 034):
 * `GET EInvoice/supplier` answers the approved identity to every signed-in user and the waiting
 * proposal to holders of the settings' view grant; `POST EInvoice/supplier/propose` records a staff
 * Checker's proposal (its proposer may amend it, anyone else gets 409 until it is decided);
 * `POST EInvoice/supplier/approval` applies or drops it, by a staff Checker who did not propose it
 * (`fourEyesRefusal`, the check every area shares). The live identity is never written by a
 * proposal, so the submission job only ever reads an approved one.
 */
import type { Context } from 'hono';
import {
  E_INVOICE_SETTINGS_FUNCTIONS as F,
  fourEyesRefusal,
  isAllowed,
  SupplierDecisionSchema,
  SupplierProposeSchema,
} from '../../../src/contract';
import type { SupplierSettings, SupplierTaxIdentity } from '../../../src/contract';
import type { Queryable } from '../../db/client';
import { ApiError } from '../../lib/api-error';
import { recordAudit } from '../../lib/audit';
import type { AppBindings } from '../../lib/context';
import { ok } from '../../lib/envelope';
import { inputOf } from '../../lib/route-input';
import { isoTimestamp } from '../../lib/sql-format';

const SETTINGS_COLUMNS = `
  s.identity AS "identity",
  s.proposed_identity AS "proposedIdentity",
  s.proposed_by AS "proposedBy",
  (SELECT u.first_name || ' ' || u.last_name FROM users u WHERE u.id = s.proposed_by) AS "proposedByName",
  ${isoTimestamp('s.proposed_at')} AS "proposedAt",
  ${isoTimestamp('s.updated_at')} AS "updatedAt"`;

type StoredRow = {
  identity: SupplierTaxIdentity | null;
  proposedIdentity: SupplierTaxIdentity | null;
  proposedBy: string | null;
  proposedByName: string | null;
  proposedAt: string | null;
  updatedAt: string | null;
};

async function readRow(db: Queryable, forUpdate: boolean): Promise<StoredRow | null> {
  const { rows } = await db.query<StoredRow>(
    `SELECT ${SETTINGS_COLUMNS} FROM e_invoice_supplier s WHERE s.id${forUpdate ? ' FOR UPDATE' : ''}`,
  );
  return rows[0] ?? null;
}

const answer = (row: StoredRow | null, withProposal: boolean): SupplierSettings => ({
  identity: row?.identity ?? null,
  proposal:
    withProposal && row?.proposedIdentity && row.proposedAt
      ? {
          identity: row.proposedIdentity,
          proposedBy: row.proposedBy,
          proposedByName: row.proposedByName,
          proposedAt: row.proposedAt,
        }
      : null,
  updatedAt: row?.updatedAt ?? null,
});

/** GET EInvoice/supplier. */
export const getSupplierSettings = (db: Queryable) => async (c: Context<AppBindings>) => {
  const user = c.get('user');
  const row = await readRow(db, false);
  return ok(c, answer(row, isAllowed(user.permissions, ...F.view)));
};

/** Only a staff Checker proposes or decides; a Maker's or a merchant's call never reads the row. */
function refuseNonChecker(c: Context<AppBindings>, proposedBy: string | null) {
  const refusal = fourEyesRefusal(c.get('user'), proposedBy);
  if (refusal === 'notChecker') throw new ApiError(403, 'eInvoice.settingsCheckerOnly');
  return refusal;
}

/** POST EInvoice/supplier/propose { identity }. */
export async function proposeSupplier(c: Context<AppBindings>) {
  refuseNonChecker(c, null);
  const input = inputOf(c, SupplierProposeSchema);
  const db = c.get('db');
  const user = c.get('user');
  const current = await readRow(db, true);
  if (current?.proposedIdentity && current.proposedBy !== user.userID) {
    throw new ApiError(409, 'eInvoice.settingsChangePending');
  }
  await db.query(
    `INSERT INTO e_invoice_supplier (id, proposed_identity, proposed_by, proposed_at)
     VALUES (true, $1::jsonb, $2, date_trunc('milliseconds', now()))
     ON CONFLICT (id) DO UPDATE SET proposed_identity = EXCLUDED.proposed_identity,
       proposed_by = EXCLUDED.proposed_by, proposed_at = EXCLUDED.proposed_at`,
    [JSON.stringify(input.identity), user.userID],
  );
  await recordAudit(db, c, {
    userId: user.userID,
    action: 'eInvoice.supplier.propose',
    entity: 'eInvoiceSupplier',
    details: { proposal: current?.proposedIdentity ? 'amended' : 'proposed', identity: input.identity },
  });
  return ok(c, answer(await readRow(db, false), true), 'eInvoice.settingsProposed');
}

/** POST EInvoice/supplier/approval { decision, proposedAt, reason }. */
export async function decideSupplier(c: Context<AppBindings>) {
  refuseNonChecker(c, null);
  const input = inputOf(c, SupplierDecisionSchema);
  const db = c.get('db');
  const user = c.get('user');
  const current = await readRow(db, true);
  if (!current?.proposedIdentity) throw new ApiError(409, 'eInvoice.settingsNoProposal');
  if (refuseNonChecker(c, current.proposedBy) === 'ownProposal') {
    throw new ApiError(403, 'eInvoice.settingsOwnProposal');
  }
  if (input.proposedAt !== current.proposedAt) throw new ApiError(409, 'eInvoice.settingsProposalChanged');
  const isApproved = input.decision === 'Approved';
  const clear = 'proposed_identity = NULL, proposed_by = NULL, proposed_at = NULL';
  if (isApproved) {
    await db.query(
      `UPDATE e_invoice_supplier SET identity = proposed_identity, updated_at = now(), ${clear} WHERE id`,
    );
  } else if (current.identity) {
    await db.query(`UPDATE e_invoice_supplier SET ${clear} WHERE id`);
  } else {
    // Nothing was ever approved: the rejected first proposal leaves no row.
    await db.query('DELETE FROM e_invoice_supplier WHERE id');
  }
  await recordAudit(db, c, {
    userId: user.userID,
    action: 'eInvoice.supplier.approval',
    entity: 'eInvoiceSupplier',
    details: {
      decision: input.decision,
      reason: isApproved ? null : input.reason,
      proposedBy: current.proposedBy,
      proposedAt: current.proposedAt,
      from: current.identity,
      to: current.proposedIdentity,
    },
  });
  return ok(
    c,
    answer(await readRow(db, false), true),
    isApproved ? 'eInvoice.settingsApproved' : 'eInvoice.settingsRejected',
  );
}
