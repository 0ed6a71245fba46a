/** Top-ups as SQL (docs/ARCHITECTURE.md, Credit): the list, get by id and the pull. */
import { BUSINESS_TIME_ZONE, topUpEntity } from '../../src/contract';
import type { TopUp, TopUpListQuery } from '../../src/contract';
import type { ListResource } from '../lib/entity-list/resource';
import { instantSort, textSort, valueSort } from '../lib/entity-list/sql-rules';
import { float, isoTimestamp } from '../lib/sql-format';

/** The Malaysian calendar day of a timestamp, as the contract's `malaysiaDay` gives it. */
export const malaysiaDaySql = (column: string) =>
  `to_char(${column} AT TIME ZONE '${BUSINESS_TIME_ZONE}', 'YYYY-MM-DD')`;

export const TOP_UP_FROM = `top_ups t
  JOIN users su ON su.id = t.submitted_by
  LEFT JOIN users du ON du.id = t.decided_by
  LEFT JOIN stored_files f ON f.id = t.slip_file_id`;

/** A row read with these IS a contract `TopUp` (the slip's metadata, never its bytes). */
export const TOP_UP_COLUMNS = `
  t.id AS "id", t.merchant_id AS "merchantId", ${float('t.amount_sen')} AS "amountSen",
  t.currency AS "currency", t.method_code AS "methodCode", t.bank_name AS "bankName",
  t.account_number AS "accountNumber", t.reference_number AS "referenceNumber",
  to_char(t.bank_in_at, 'YYYY-MM-DD"T"HH24:MI') AS "bankInAt", t.remark AS "remark",
  CASE WHEN f.id IS NULL THEN NULL ELSE json_build_object(
    'id', f.id, 'name', f.name, 'type', f.type, 'size', f.size, 'sha256', f.sha256) END AS "slip",
  t.duplicate_of_id AS "duplicateOfId", ${isoTimestamp('t.duplicate_of_at')} AS "duplicateOfAt",
  t.status AS "status", t.submitted_by AS "submittedBy",
  su.first_name || ' ' || su.last_name AS "submittedByName", t.decided_by AS "decidedBy",
  CASE WHEN du.id IS NULL THEN NULL ELSE du.first_name || ' ' || du.last_name END AS "decidedByName",
  ${isoTimestamp('t.decided_at')} AS "decidedAt", t.decision_reason AS "decisionReason",
  ${isoTimestamp('t.created_at')} AS "createdAt", ${isoTimestamp('t.updated_at')} AS "updatedAt",
  ${float('t.version')} AS "version"`;

export const topUpResource: ListResource<TopUp, TopUpListQuery> = {
  entity: 'topUps',
  table: 'top_ups',
  audit: { entity: 'topUp', name: (t) => `${t}.reference_number` },
  from: TOP_UP_FROM,
  columns: TOP_UP_COLUMNS,
  id: 't.id',
  scope: 't.merchant_id',
  descriptor: topUpEntity,
  sortExpressions: {
    // Stored to the millisecond (migration 012), so by value: the indexes serve the order.
    createdAt: valueSort('t.created_at'),
    // Minutes, never missing: its order is the `yyyy-mm-ddThh:mm` text's.
    bankInAt: valueSort('t.bank_in_at'),
    amountSen: valueSort('t.amount_sen'),
    status: textSort('t.status'),
    methodCode: textSort('t.method_code'),
    referenceNumber: textSort('t.reference_number'),
    bankName: textSort('t.bank_name'),
    updatedAt: instantSort('t.updated_at'),
  },
  filterExpressions: {
    merchantId: 't.merchant_id::text',
    status: 't.status',
    methodCode: 't.method_code',
    referenceNumber: 't.reference_number',
    dateFrom: malaysiaDaySql('t.created_at'),
    dateTo: malaysiaDaySql('t.created_at'),
  },
  segments: { list: 'true' },
};
