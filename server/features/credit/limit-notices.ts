/**
 * The notifications of a credit-limit change's four eyes (docs/ARCHITECTURE.md, Notifications), in
 * the transaction of the write: a proposal waits on every Checker who may decide it but the
 * proposer; a decision tells the proposer (with the reason) and resolves the others' waiting rows.
 */
import { CREDIT_FUNCTIONS } from '../../../src/contract';
import type { Queryable } from '../../db/client';
import { merchantNameOf, notifyDeciders, notifyUser, resolvePending, type Subject } from '../../lib/notify';

type Proposal = { merchantId: string; limitSen: number; proposedLimitSen: number };

async function subjectOf(db: Queryable, proposal: Proposal, extra: Subject['params'] = {}): Promise<Subject> {
  return {
    entity: 'creditAccounts',
    id: proposal.merchantId,
    params: {
      merchantName: await merchantNameOf(db, proposal.merchantId),
      limitSen: proposal.limitSen,
      proposedLimitSen: proposal.proposedLimitSen,
      ...extra,
    },
  };
}

export const limitProposed = async (db: Queryable, proposal: Proposal, proposedBy: string) =>
  notifyDeciders(
    db,
    'creditLimit.pending',
    await subjectOf(db, proposal),
    CREDIT_FUNCTIONS.decide,
    proposedBy,
  );

export async function limitDecided(
  db: Queryable,
  proposal: Proposal,
  proposedBy: string | null,
  decision: 'Approved' | 'Rejected',
  reason: string | null,
) {
  await resolvePending(db, 'creditLimit.pending', proposal.merchantId);
  await notifyUser(
    db,
    proposedBy,
    'creditLimit.decided',
    await subjectOf(db, proposal, { decision, reason }),
  );
}
