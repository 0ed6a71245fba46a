import { describe, expect, it } from 'vitest';
import { bookingResource } from './bookings';
import { caseResource } from './cases';
import { clientResource } from './clients';
import { markupResource } from './markups';

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

  it('gives clients the SQL written by hand before: the name and logo by their own SQL', () => {
    expect(clientResource.sortExpressions).toEqual({
      companyName: `lower(coalesce(c.company_name, '')) COLLATE "C"`,
      clientName: `lower(coalesce((c.first_name || ' ' || c.last_name), '')) COLLATE "C"`,
      email: `lower(coalesce(c.email, '')) COLLATE "C"`,
      accountType: `lower(coalesce(c.account_type, '')) COLLATE "C"`,
      status: `lower(coalesce(c.status, '')) COLLATE "C"`,
      updatedAt: `date_trunc('milliseconds', (c.updated_at) AT TIME ZONE 'UTC')`,
    });
    expect(clientResource.filterExpressions).toEqual({
      companyName: 'c.company_name',
      clientName: `(c.first_name || ' ' || c.last_name)`,
      email: 'c.email',
      accountType: 'c.account_type',
      status: 'c.status',
    });
    expect([clientResource.from, clientResource.id, clientResource.scope]).toEqual([
      'clients c LEFT JOIN stored_files f ON f.id = c.logo_file_id',
      'c.id',
      'c.merchant_id',
    ]);
    expect(clientResource.columns).toContain(`c.identification_type AS "identificationType"`);
    expect(clientResource.columns).toContain(`'sha256', f.sha256) END AS "logo"`);
  });

  it('gives markups the SQL written by hand before; a validity start never missing sorts by value', () => {
    expect(markupResource.sortExpressions).toEqual({
      name: `lower(coalesce(m.name, '')) COLLATE "C"`,
      appliesTo: `lower(coalesce(m.applies_to, '')) COLLATE "C"`,
      // Was its ISO text (`dateSort`): the same order, as the day is never missing.
      validFrom: 'm.valid_from',
      status: `lower(coalesce(m.status, '')) COLLATE "C"`,
      updatedAt: `date_trunc('milliseconds', (m.updated_at) AT TIME ZONE 'UTC')`,
    });
    expect(markupResource.filterExpressions).toEqual({
      name: 'm.name',
      appliesTo: 'm.applies_to',
      status: 'm.status',
      merchantId: 'm.merchant_id::text',
    });
    expect([markupResource.from, markupResource.scope, markupResource.globalRows]).toEqual([
      'markups m',
      'm.merchant_id',
      true,
    ]);
    expect(markupResource.columns).toContain(`m.markup_value::float8 AS "markupValue"`);
    expect(markupResource.columns).not.toContain('"class"');
  });

  it('gives cases the SQL written by hand before: names from the joined users, the day opened in Malaysia', () => {
    expect(caseResource.sortExpressions).toEqual({
      createdAt: `date_trunc('milliseconds', (k.created_at) AT TIME ZONE 'UTC')`,
      updatedAt: `date_trunc('milliseconds', (k.updated_at) AT TIME ZONE 'UTC')`,
      caseNumber: `lower(coalesce(k.case_number, '')) COLLATE "C"`,
      subject: `lower(coalesce(k.subject, '')) COLLATE "C"`,
      status: `lower(coalesce(k.status, '')) COLLATE "C"`,
      category: `lower(coalesce(k.category, '')) COLLATE "C"`,
    });
    const openedOn = `to_char(k.created_at AT TIME ZONE 'Asia/Kuala_Lumpur', 'YYYY-MM-DD')`;
    expect(caseResource.filterExpressions).toEqual({
      status: 'k.status',
      category: 'k.category',
      subject: 'k.subject',
      requesterId: 'k.requester_id::text',
      dateFrom: openedOn,
      dateTo: openedOn,
    });
    expect([caseResource.id, caseResource.scope]).toEqual(['k.id', 'k.merchant_id']);
    expect(caseResource.columns).toContain(`ru.first_name || ' ' || ru.last_name AS "requesterName"`);
    expect(caseResource.columns).toContain(`k.replies AS "replies"`);
  });
});
