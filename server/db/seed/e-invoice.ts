/**
 * The demo company's tax identity as the e-invoice supplier (docs/e-invoicing.md, How the product
 * uses them): a travel agency with well-formed numbers, so the demo's issued documents become
 * Valid against the simulator. A deployment enters its own on the settings screen.
 */
import type { SupplierTaxIdentity } from '../../../src/contract/e-invoice/tax-identity';
import type { Queryable } from '../client';

export const DEMO_SUPPLIER: SupplierTaxIdentity = {
  name: 'Contoh Travel & Tours Sdn. Bhd.',
  tin: 'C21638015020',
  brn: '201901234567',
  sstNumber: 'W10-1808-32000022',
  tourismTaxNumber: null,
  msicCode: '79110',
  activityDescription: 'Travel agency activities',
  address: {
    line1: 'Lot 66, Bangunan Merdeka',
    line2: 'Jalan Merdeka',
    city: 'Kuala Lumpur',
    postcode: '50480',
    stateCode: '14',
    countryCode: 'MYS',
  },
  phone: '03-2123-4567',
  email: 'accounts@contoh-travel.example',
};

export async function seedSupplierIdentity(db: Queryable): Promise<void> {
  await db.query(
    `INSERT INTO e_invoice_supplier (id, identity) VALUES (true, $1) ON CONFLICT (id) DO NOTHING`,
    [JSON.stringify(DEMO_SUPPLIER)],
  );
}

/** The simulator's error of a supplier TIN it refused, as the job records it (simulator-errors.ts). */
const SUPPLIER_TIN_ERROR = {
  errorCode: 'SIM-TIN',
  error: 'Supplier TIN is invalid',
  errorMS: 'TIN pembekal tidak sah',
  propertyName: 'AccountingSupplierParty',
  propertyPath: '$.Invoice[*].AccountingSupplierParty',
};

/** Each merchant's newest issued invoices, in these states; older ones are Valid. */
const NEWEST_STATES = ['valid', 'invalid', 'submitted', 'cancelled'] as const;

/**
 * Every issued invoice with its e-invoice (docs/e-invoicing.md, Demo), written as the submission
 * job would have left it against the simulator, without running it. A merchant without a TIN has
 * its invoices waiting for the monthly consolidated e-invoice; a merchant with one has its newest
 * Valid, then Invalid (the company's TIN refused, so a resubmit shows the fix), Submitted (the
 * demo merchant's only: the job reads a Submitted one's status at every pass) and Cancelled, and
 * every older one Valid. UUIDs and long ids are derived from the invoice's id, so
 * the seed stays deterministic; the simulator takes the validated ones back at start
 * (`rememberDocuments`), so their printed QR codes open its page.
 */
export async function seedEInvoices(db: Queryable, demoMerchantId: string | null): Promise<void> {
  await db.query(
    `WITH issued AS (
       SELECT i.id, i.merchant_id, i.invoice_number, i.issued_at, m.tin IS NOT NULL AS has_tin,
         row_number() OVER (PARTITION BY i.merchant_id ORDER BY i.issued_at DESC, i.id) AS n,
         upper(translate(encode(sha256(convert_to(i.id::text, 'UTF8')), 'base64'), '+/=', 'XYZ')) AS digest
       FROM invoices i JOIN merchants m ON m.id = i.merchant_id
       WHERE i.status = 'Issued' AND i.issued_at IS NOT NULL),
     states AS (
       SELECT *, CASE WHEN NOT has_tin THEN 'for_consolidation'
         WHEN ($1::text[])[n] = 'submitted' AND merchant_id IS DISTINCT FROM $3::uuid THEN 'valid'
         ELSE coalesce(($1::text[])[n], 'valid') END AS state
       FROM issued)
     INSERT INTO e_invoices (document_kind, document_id, merchant_id, code_number, state, uuid, long_id,
       submission_uid, errors, attempts, queued_at, submitted_at, validated_at, invalid_at, cancelled_at,
       cancel_reason, next_attempt_at)
     SELECT 'invoice', id, merchant_id, invoice_number, state,
       CASE WHEN state <> 'for_consolidation' THEN 'SIM' || substr(digest, 1, 23) END,
       CASE WHEN state IN ('valid', 'cancelled') THEN 'SIMLONG' || substr(digest, 24, 21) END,
       CASE WHEN state <> 'for_consolidation' THEN 'SIMSUB' || substr(digest, 1, 20) END,
       CASE WHEN state = 'invalid' THEN $2::jsonb END,
       CASE WHEN state = 'for_consolidation' THEN 0 ELSE 1 END, issued_at,
       CASE WHEN state <> 'for_consolidation' THEN issued_at + interval '2 seconds' END,
       CASE WHEN state IN ('valid', 'cancelled') THEN issued_at + interval '5 seconds' END,
       CASE WHEN state = 'invalid' THEN issued_at + interval '5 seconds' END,
       CASE WHEN state = 'cancelled' THEN issued_at + interval '1 hour' END,
       CASE WHEN state = 'cancelled' THEN 'Wrong buyer named' END,
       issued_at
     FROM states
     ON CONFLICT DO NOTHING`,
    [NEWEST_STATES, JSON.stringify([SUPPLIER_TIN_ERROR]), demoMerchantId],
  );
}
