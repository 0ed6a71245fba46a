/**
 * A merchant's e-invoice buyer identity (docs/e-invoicing.md, Buyers): stored with the merchant
 * through its create and its four-eyes edit, checked across fields on both (a TIN needs its
 * identification, a number matches its type), and used by the document builder: the merchant's
 * own TIN when it has one, the general public's otherwise.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Merchant } from '../../../src/contract';
import { GENERAL_PUBLIC_TIN } from '../../../src/contract';
import { buildDocuments, readSupplier } from '../../e-invoice/submission/build-documents';
import { eInvoiceWorld } from '../../e-invoice/submission/e-invoice-test-kit';
import { bearerOf, getJson, sendJson } from '../../test/as-user';
import { setupTestDb } from '../../test/test-app';
import type { TestDb } from '../../test/test-db';
import { issuedInvoice, merchantsOf } from '../invoices/invoice-test-kit';

let testDb: TestDb;
let world: ReturnType<typeof eInvoiceWorld>;
let admin: Record<string, string>;
let maker: Record<string, string>;
let merchantAdmin: Record<string, string>;

const post = (path: string, body: unknown, headers: Record<string, string>) =>
  sendJson<Merchant>(world.app, 'POST', path, body, headers);
const fetchMerchant = async (id: string) =>
  (await getJson<Merchant>(world.app, `/Merchant/${id}`, admin)).body.data;

const merchantBody = (changes: Record<string, unknown> = {}) => {
  const id = randomUUID();
  return {
    id,
    businessRegistrationNumber: '202301012345',
    merchantName: `Pembeli ${id.slice(0, 8)} Sdn Bhd`,
    personInCharge: 'Siti Nurhaliza',
    email: 'siti@pembeli.com.my',
    contactNumber: '012-345-6789',
    country: 'Malaysia',
    numberOfTerminals: 1,
    ...changes,
  };
};
const identity = {
  tin: ' c25845632020 ',
  identificationType: 'BRN',
  identificationNumber: '202001012345',
  sstNumber: 'W10-1808-32000022',
};

beforeAll(async () => {
  testDb = await setupTestDb();
  world = eInvoiceWorld(testDb.db);
  admin = await bearerOf(world.app, 'admin');
  maker = await bearerOf(world.app, 'maker');
  merchantAdmin = await bearerOf(world.app, 'merchant.admin');
});
afterAll(async () => {
  await testDb?.drop();
});

describe('a merchant’s buyer identity', () => {
  it('is stored with the create, numbers upper-cased and without spaces', async () => {
    const body = merchantBody(identity);
    const created = await post('/Merchant/create', body, maker);
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      tin: 'C25845632020',
      identificationType: 'BRN',
      identificationNumber: '202001012345',
      sstNumber: 'W10-1808-32000022',
    });
    const bare = await post('/Merchant/create', merchantBody(), maker);
    expect(bare.body.data).toMatchObject({ tin: null, identificationType: null, sstNumber: null });
  });

  it('refuses a malformed TIN, a TIN without its identification, and a number of the wrong type', async () => {
    const codes = async (changes: Record<string, unknown>) => {
      const answer = await post('/Merchant/create', merchantBody(changes), maker);
      expect(answer.status).toBe(422);
      return (answer.body.errors ?? []).map((error) => [error.path, error.code]);
    };
    expect(await codes({ tin: 'C0000' })).toEqual([['tin', 'eInvoice.tinFormat']]);
    expect(await codes({ tin: 'EI00000000020' })).toEqual([['tin', 'eInvoice.foreignTin']]);
    expect(await codes({ tin: 'C25845632020' })).toEqual([
      ['identificationType', 'eInvoice.buyerIdRequired'],
      ['identificationNumber', 'eInvoice.buyerIdRequired'],
    ]);
    expect(await codes({ ...identity, identificationType: 'NRIC', identificationNumber: 'A123' })).toEqual([
      ['identificationNumber', 'eInvoice.idFormat'],
    ]);
    expect(await codes({ sstNumber: 'W10' })).toEqual([['sstNumber', 'eInvoice.sstFormat']]);
  });

  it('an edit of an approved merchant waits as a proposal and is checked against the stored fields', async () => {
    const body = merchantBody();
    await post('/Merchant/create', body, maker);
    expect((await post('/Merchant/approval', { id: body.id, decision: 'Approved' }, admin)).status).toBe(200);
    const version = (await fetchMerchant(body.id))?.version ?? 0;
    // A TIN alone, the identification missing from both the body and the row.
    const half = await post(
      '/Merchant/update',
      { id: body.id, baseVersion: version, tin: 'C25845632020' },
      maker,
    );
    expect(half.status).toBe(422);
    expect(half.body.errors?.map((error) => error.path)).toEqual([
      'identificationType',
      'identificationNumber',
    ]);
    const proposed = await post(
      '/Merchant/update',
      { id: body.id, baseVersion: version, ...identity },
      maker,
    );
    expect(proposed.body.code).toBe('merchant.changeProposed');
    expect(proposed.body.data?.tin).toBeNull();
    expect(proposed.body.data?.proposedChanges?.fields).toMatchObject({ tin: 'C25845632020' });
    const approved = await post(
      '/Merchant/approval',
      { id: body.id, decision: 'Approved', proposedAt: proposed.body.data?.proposedChanges?.proposedAt },
      admin,
    );
    expect(approved.body.data).toMatchObject({ tin: 'C25845632020', identificationNumber: '202001012345' });
  });
});

describe('the document builder names the merchant as buyer', () => {
  it('with its own TIN when it has one, the general public otherwise', async () => {
    const { demo } = await merchantsOf(testDb.db);
    const supplier = await readSupplier(testDb.db);
    if (!supplier) throw new Error('the seed writes the supplier');
    // The demo merchant is seeded with a TIN; without one it is the general public.
    await testDb.db.query(
      'UPDATE merchants SET tin = NULL, identification_type = NULL, identification_number = NULL WHERE id = $1',
      [demo],
    );
    const invoice = await issuedInvoice(world.app, merchantAdmin);
    const { rows } = await testDb.db.query<{ id: string; codeNumber: string }>(
      `SELECT id, code_number AS "codeNumber" FROM e_invoices WHERE document_id = $1`,
      [invoice.id],
    );
    const claimed = [
      {
        id: rows[0]?.id ?? '',
        documentKind: 'invoice' as const,
        documentId: invoice.id,
        merchantId: demo,
        codeNumber: rows[0]?.codeNumber ?? '',
      },
    ];
    const buyerOf = async () => {
      const { built } = await buildDocuments(testDb.db, claimed, supplier, '1.0');
      const document = JSON.parse(built[0]?.text ?? '{}');
      const party = document.Invoice[0].AccountingCustomerParty[0].Party[0];
      return party.PartyIdentification.map((entry: { ID: { _: string; schemeID: string }[] }) => entry.ID[0]);
    };
    expect(await buyerOf()).toContainEqual({ _: GENERAL_PUBLIC_TIN, schemeID: 'TIN' });
    await testDb.db.query(
      `UPDATE merchants SET tin = 'C25845632020', identification_type = 'BRN',
         identification_number = '202001012345' WHERE id = $1`,
      [demo],
    );
    const own = await buyerOf();
    expect(own).toContainEqual({ _: 'C25845632020', schemeID: 'TIN' });
    expect(own).toContainEqual({ _: '202001012345', schemeID: 'BRN' });
  });
});
