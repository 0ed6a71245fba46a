import { describe, expect, it } from 'vitest';
import { bookingResource } from './bookings';
import { caseResource } from './cases';
import { clientResource } from './clients';
import { markupResource } from './markups';
import { merchantResource } from './merchants';
import { malaysiaDaySql } from './top-ups';
import { userResource } from './users';
import { instantSort, textSort } from '../lib/entity-list/sql-rules';

describe('a resource derived from the fields', () => {
  it('sorts and filters each field by its kind, under the alias, as written by hand before', () => {
    expect(bookingResource.sortExpressions).toEqual({
      bookingReference: `lower(coalesce(b.booking_reference, '')) COLLATE "C"`,
      bookingType: `lower(coalesce(b.booking_type, '')) COLLATE "C"`,
      travelerName: `lower(coalesce(b.traveler_name, '')) COLLATE "C"`,
      // Never missing: by value, so the (booking_date DESC, id) index serves the default order.
      bookingDate: 'b.booking_date',
      travelDate: `coalesce((coalesce(b.departure_date, b.check_in))::text, '') COLLATE "C"`,
      destination: `lower(coalesce(b.destination, '')) COLLATE "C"`,
      status: `lower(coalesce(b.status, '')) COLLATE "C"`,
      paymentStatus: `lower(coalesce(b.payment_status, '')) COLLATE "C"`,
      amountSen: 'b.amount_sen',
      supplierCode: `lower(coalesce(b.supplier_code, '')) COLLATE "C"`,
      createdAt: `date_trunc('milliseconds', (b.created_at) AT TIME ZONE 'UTC')`,
    });
    expect(bookingResource.filterExpressions).toEqual({
      bookingReference: 'b.booking_reference',
      bookingType: 'b.booking_type',
      travelerName: 'b.traveler_name',
      dateFrom: 'b.booking_date',
      dateTo: 'b.booking_date',
      status: 'b.status',
      paymentStatus: 'b.payment_status',
    });
    expect([bookingResource.from, bookingResource.id, bookingResource.scope]).toEqual([
      'bookings b',
      'b.id',
      'b.merchant_id',
    ]);
  });

  it('selects every stored field in its contract format, derived ones not', () => {
    const select = bookingResource.columns;
    expect(select).toContain(`b.booking_date::text AS "bookingDate"`);
    expect(select).toContain(`b.amount_sen::float8 AS "amountSen"`);
    expect(select).toContain(
      `to_char(b.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt"`,
    );
    expect(select).toContain(`b.version::float8 AS "version"`);
    expect(select).not.toContain('travelDate');
  });
});

/** The sort and filter SQL each area's resource wrote by hand before its fields were declared. */
const HAND_WRITTEN = {
  clients: {
    resource: clientResource,
    sort: {
      companyName: textSort('c.company_name'),
      clientName: textSort(`(c.first_name || ' ' || c.last_name)`),
      email: textSort('c.email'),
      accountType: textSort('c.account_type'),
      status: textSort('c.status'),
      updatedAt: instantSort('c.updated_at'),
    },
    filters: {
      companyName: 'c.company_name',
      clientName: `(c.first_name || ' ' || c.last_name)`,
      email: 'c.email',
      accountType: 'c.account_type',
      status: 'c.status',
    },
  },
  markups: {
    resource: markupResource,
    sort: {
      name: textSort('m.name'),
      appliesTo: textSort('m.applies_to'),
      // Was its ISO text (`dateSort`): the same order, as the day is never missing.
      validFrom: 'm.valid_from',
      status: textSort('m.status'),
      updatedAt: instantSort('m.updated_at'),
    },
    filters: {
      name: 'm.name',
      appliesTo: 'm.applies_to',
      status: 'm.status',
      merchantId: 'm.merchant_id::text',
    },
  },
  cases: {
    resource: caseResource,
    sort: {
      createdAt: instantSort('k.created_at'),
      updatedAt: instantSort('k.updated_at'),
      caseNumber: textSort('k.case_number'),
      subject: textSort('k.subject'),
      status: textSort('k.status'),
      category: textSort('k.category'),
    },
    filters: {
      status: 'k.status',
      category: 'k.category',
      subject: 'k.subject',
      requesterId: 'k.requester_id::text',
      dateFrom: malaysiaDaySql('k.created_at'),
      dateTo: malaysiaDaySql('k.created_at'),
    },
  },
  merchants: {
    resource: merchantResource,
    sort: {
      merchantName: textSort('m.merchant_name'),
      email: textSort('m.email'),
      contactNumber: textSort('m.contact_number'),
      status: textSort('m.status'),
      approvalStatus: textSort('m.approval_status'),
      createdAt: instantSort('m.created_at'),
      updatedAt: instantSort('m.updated_at'),
    },
    filters: { merchantName: 'm.merchant_name', email: 'm.email', contactNumber: 'm.contact_number' },
  },
  users: {
    resource: userResource,
    sort: {
      fullName: textSort(`u.first_name || ' ' || u.last_name`),
      username: textSort('u.username'),
      email: textSort('u.email'),
      roleName: textSort('ur.name'),
      merchantName: textSort('um.merchant_name'),
      mobileNumber: textSort('u.mobile_number'),
      status: textSort('u.status'),
      createdAt: instantSort('u.created_at'),
    },
    filters: {
      // Named apart from their fields: the role's id and the mobile number.
      filterRole: 'u.role_id',
      fullName: `u.first_name || ' ' || u.last_name`,
      email: 'u.email',
      merchantName: 'um.merchant_name',
      contactNumber: 'u.mobile_number',
    },
  },
};

describe('the areas declared as fields keep their hand-written SQL', () => {
  it.each(Object.entries(HAND_WRITTEN))('%s: each sort key and filter', (_, area) => {
    expect(area.resource.sortExpressions).toEqual(area.sort);
    expect(area.resource.filterExpressions).toEqual(area.filters);
  });

  it('selects joined and built values by their own SQL', () => {
    expect(clientResource.from).toBe('clients c LEFT JOIN stored_files f ON f.id = c.logo_file_id');
    expect(clientResource.columns).toContain(`c.identification_type AS "identificationType"`);
    expect(clientResource.columns).toContain(`'sha256', f.sha256) END AS "logo"`);
    expect(markupResource.columns).toContain(`m.markup_value::float8 AS "markupValue"`);
    expect(markupResource.columns).not.toContain('"class"');
    expect(markupResource.globalRows).toBe(true);
    expect(caseResource.columns).toContain(`ru.first_name || ' ' || ru.last_name AS "requesterName"`);
    expect(caseResource.columns).toContain(`k.replies AS "replies"`);
    expect(userResource.columns).toContain(`u.first_name || ' ' || u.last_name AS "fullName"`);
    expect(userResource.columns).toContain(`ur.name AS "roleName"`);
    expect(merchantResource.columns).toContain(`m.company_turnover_sen::float8 AS "companyTurnoverSen"`);
    expect(merchantResource.columns).toContain(`'proposedBy', m.proposed_by,`);
  });

  it('keeps each scope and segment: a merchant is its own scope, the queue its own segment', () => {
    expect([merchantResource.from, merchantResource.id, merchantResource.scope]).toEqual([
      'merchants m',
      'm.id',
      'm.id',
    ]);
    expect(merchantResource.segments).toEqual({
      list: `NOT (m.approval_status = 'Pending' AND m.submission_status = 'Submitted')`,
      pending: `((m.approval_status = 'Pending' AND m.submission_status = 'Submitted') OR m.proposed_changes IS NOT NULL)`,
    });
    expect([userResource.id, userResource.scope, userResource.segments]).toEqual([
      'u.id',
      'u.merchant_id',
      { list: `u.status NOT IN ('X')` },
    ]);
  });
});
