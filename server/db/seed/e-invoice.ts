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
