/**
 * Merchants as SQL (docs/ARCHITECTURE.md, Entity descriptors): the one place that turns a merchants
 * row into the contract `Merchant`. The lists, get by id, the writes' RETURNING and the sync pull
 * all select MERCHANT_COLUMNS.
 */
import { merchantEntity } from '../../src/contract';
import type { Merchant, MerchantListQuery } from '../../src/contract';
import type { Queryable } from '../db/client';
import { findRow } from '../lib/entity-list/find-row';
import type { ListResource } from '../lib/entity-list/resource';
import type { MerchantState } from '../../src/contract';
import { instantSort, textSort } from '../lib/entity-list/sql-rules';
import { float, isoTimestamp } from '../lib/sql-format';

/**
 * Select list for `FROM merchants m`: every column already in the contract's name and format, so a
 * row read with it IS a `Merchant` (no mapping in JS), and `row_to_json`/`json_agg` of it is one too.
 */
export const MERCHANT_COLUMNS = `
  m.id AS "id",
  m.merchant_name AS "merchantName",
  m.business_registration_number AS "businessRegistrationNumber",
  m.business_type AS "businessType",
  m.trading_name AS "tradingName",
  m.person_in_charge AS "personInCharge",
  m.merchant_size AS "merchantSize",
  m.nationality AS "nationality",
  m.business_hour AS "businessHour",
  m.nature_of_business AS "natureOfBusiness",
  ${float('m.monthly_transaction_volume_sen')} AS "monthlyTransactionVolumeSen",
  ${float('m.company_turnover_sen')} AS "companyTurnoverSen",
  m.email AS "email",
  m.contact_number AS "contactNumber",
  m.office_phone AS "officePhone",
  m.office_phone_ext AS "officePhoneExt",
  m.fax AS "fax",
  m.address AS "address",
  m.postcode AS "postcode",
  m.city AS "city",
  m.state AS "state",
  m.country AS "country",
  m.services AS "services",
  m.number_of_terminals AS "numberOfTerminals",
  m.device_type AS "deviceType",
  m.terminal_model AS "terminalModel",
  m.tin AS "tin",
  m.identification_type AS "identificationType",
  m.identification_number AS "identificationNumber",
  m.sst_number AS "sstNumber",
  m.status AS "status",
  m.submission_status AS "submissionStatus",
  m.approval_status AS "approvalStatus",
  m.submitted_by AS "submittedBy",
  CASE WHEN m.proposed_changes IS NULL THEN NULL ELSE json_build_object(
    'fields', m.proposed_changes,
    'proposedBy', m.proposed_by,
    'proposedByName', (SELECT u.first_name || ' ' || u.last_name FROM users u WHERE u.id = m.proposed_by),
    'proposedAt', ${isoTimestamp('m.proposed_at')}) END AS "proposedChanges",
  ${isoTimestamp('m.created_at')} AS "createdAt",
  ${isoTimestamp('m.updated_at')} AS "updatedAt",
  ${float('m.version')} AS "version"`;

/** What `lockMerchant` adds for the state machine; never part of an answer. */
const LOCK_ONLY_KEYS = new Set(['hasProposal', 'proposedBy']);

/**
 * Rows selected with MERCHANT_COLUMNS need no mapping; this names the type, and drops the keys a
 * locked row carries for the state machine.
 */
export const toMerchant = (row: unknown): Merchant =>
  row !== null && typeof row === 'object' && 'hasProposal' in row
    ? (Object.fromEntries(Object.entries(row).filter(([key]) => !LOCK_ONLY_KEYS.has(key))) as Merchant)
    : (row as Merchant);

/** Waiting for a checker: submitted, approval pending (the contract's `isAwaitingApproval`). */
const AWAITING_APPROVAL = `(m.approval_status = 'Pending' AND m.submission_status = 'Submitted')`;
/** The pending list: those, and approved merchants with a proposed edit (`needsDecision`). */
const NEEDS_DECISION = `(${AWAITING_APPROVAL} OR m.proposed_changes IS NOT NULL)`;

export const merchantResource: ListResource<Merchant, MerchantListQuery> = {
  entity: 'merchants',
  table: 'merchants',
  audit: { entity: 'merchant', name: (t) => `${t}.merchant_name` },
  from: 'merchants m',
  columns: MERCHANT_COLUMNS,
  id: 'm.id',
  scope: 'm.id',
  descriptor: merchantEntity,
  sortExpressions: {
    merchantName: textSort('m.merchant_name'),
    email: textSort('m.email'),
    contactNumber: textSort('m.contact_number'),
    status: textSort('m.status'),
    approvalStatus: textSort('m.approval_status'),
    createdAt: instantSort('m.created_at'),
    updatedAt: instantSort('m.updated_at'),
  },
  filterExpressions: {
    merchantName: 'm.merchant_name',
    email: 'm.email',
    contactNumber: 'm.contact_number',
  },
  segments: {
    list: `NOT ${AWAITING_APPROVAL}`,
    pending: NEEDS_DECISION,
  },
};

export type LockedMerchant = Merchant & MerchantState;

/** The merchant, locked for the rest of the request's transaction (with who submitted it). */
export async function lockMerchant(db: Queryable, id: string): Promise<LockedMerchant | null> {
  const merchant = await findRow<Merchant>(db, merchantResource, id, null, { forUpdate: true });
  if (!merchant) return null;
  const proposal = merchant.proposedChanges ?? null;
  return {
    ...merchant,
    submittedBy: merchant.submittedBy ?? null,
    proposedChanges: proposal,
    proposedBy: proposal ? proposal.proposedBy : null,
    hasProposal: proposal !== null,
  };
}
