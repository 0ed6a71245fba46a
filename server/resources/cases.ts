/** Service requests as SQL (docs/ARCHITECTURE.md, Cases): the list, get by id and the pull. */
import { caseEntity } from '../../src/contract';
import type { Case, CaseListQuery } from '../../src/contract';
import type { ListResource } from '../lib/entity-list/resource';
import { instantSort, textSort } from '../lib/entity-list/sql-rules';
import { float, isoTimestamp } from '../lib/sql-format';
import { malaysiaDaySql } from './top-ups';

export const CASE_FROM = `cases k
  JOIN users ru ON ru.id = k.requester_id
  LEFT JOIN users au ON au.id = k.assignee_id
  LEFT JOIN stored_files f ON f.id = k.attachment_file_id`;

/** A row read with these IS a contract `Case`, its thread included. */
export const CASE_COLUMNS = `
  k.id AS "id", k.case_number AS "caseNumber", k.merchant_id AS "merchantId",
  k.requester_id AS "requesterId", ru.first_name || ' ' || ru.last_name AS "requesterName",
  k.category AS "category", k.subject AS "subject", k.description AS "description",
  k.related_booking_id AS "relatedBookingId", k.related_invoice_id AS "relatedInvoiceId",
  CASE WHEN f.id IS NULL THEN NULL ELSE json_build_object(
    'id', f.id, 'name', f.name, 'type', f.type, 'size', f.size, 'sha256', f.sha256) END AS "attachment",
  k.status AS "status", k.assignee_id AS "assigneeId",
  CASE WHEN au.id IS NULL THEN NULL ELSE au.first_name || ' ' || au.last_name END AS "assigneeName",
  k.replies AS "replies", ${isoTimestamp('k.resolved_at')} AS "resolvedAt",
  ${isoTimestamp('k.created_at')} AS "createdAt", ${isoTimestamp('k.updated_at')} AS "updatedAt",
  ${float('k.version')} AS "version"`;

export const caseResource: ListResource<Case, CaseListQuery> = {
  entity: 'cases',
  table: 'cases',
  audit: { entity: 'case', name: (t) => `coalesce(${t}.case_number, ${t}.subject)` },
  from: CASE_FROM,
  columns: CASE_COLUMNS,
  id: 'k.id',
  scope: 'k.merchant_id',
  descriptor: caseEntity,
  sortExpressions: {
    createdAt: instantSort('k.created_at'),
    updatedAt: instantSort('k.updated_at'),
    caseNumber: textSort('k.case_number'),
    subject: textSort('k.subject'),
    status: textSort('k.status'),
    category: textSort('k.category'),
  },
  filterExpressions: {
    status: 'k.status',
    category: 'k.category',
    subject: 'k.subject',
    requesterId: 'k.requester_id::text',
    dateFrom: malaysiaDaySql('k.created_at'),
    dateTo: malaysiaDaySql('k.created_at'),
  },
  segments: { list: 'true' },
};
