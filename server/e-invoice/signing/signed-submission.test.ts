/**
 * The submission job with a signing certificate (docs/e-invoicing.md, Signature): the service
 * says version 1.1, every document it sends is 1.1 and signed, and the simulator, which checks
 * the signature, records it Valid.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EInvoiceDocument } from '../../../src/contract/e-invoice/ubl-document';
import { type App, type Callers, issuedInvoice, signInAll } from '../../features/invoices/invoice-test-kit';
import { getJson } from '../../test/as-user';
import { setupTestDb } from '../../test/test-app';
import type { TestDb } from '../../test/test-db';
import { eInvoiceOf, eInvoiceWorld } from '../submission/e-invoice-test-kit';
import { hasValidSignature } from '../simulator/verify-signature';
import { loadSigner } from './load-signer';
import { TEST_CERT_PASSWORD, writeTestCertificate } from './signing-test-kit';

let testDb: TestDb;
let world: ReturnType<typeof eInvoiceWorld>;
let as: Callers;

beforeAll(async () => {
  testDb = await setupTestDb();
  const signer = loadSigner({ path: writeTestCertificate(), password: TEST_CERT_PASSWORD }, new Date());
  world = eInvoiceWorld(testDb.db, signer);
  as = await signInAll(world.app as App);
});
afterAll(async () => {
  await testDb?.drop();
});

describe('the submission job with a certificate', () => {
  it('says version 1.1 to the screens', async () => {
    const answer = await getJson(world.app, '/EInvoice/service', as.user);
    expect(answer.body.data).toMatchObject({ simulated: true, documentVersion: '1.1' });
  });

  it('sends signed version 1.1 documents, which the simulator validates', async () => {
    const sent: EInvoiceDocument[] = [];
    const transport = world.service.transport;
    const service = {
      ...world.service,
      transport: async (url: string, init: RequestInit) => {
        if (url.endsWith('/documentsubmissions') && typeof init.body === 'string') {
          const body = JSON.parse(init.body) as { documents: { document: string }[] };
          for (const { document } of body.documents) {
            sent.push(JSON.parse(Buffer.from(document, 'base64').toString('utf8')) as EInvoiceDocument);
          }
        }
        return transport(url, init);
      },
    };
    const invoices = [
      await issuedInvoice(world.app as App, as.admin),
      await issuedInvoice(world.app as App, as.admin),
    ];
    await world.job({ service }).runPass();
    for (const invoice of invoices) expect((await eInvoiceOf(testDb.db, invoice.id))?.state).toBe('valid');
    expect(sent.length).toBeGreaterThanOrEqual(2);
    for (const document of sent) {
      expect(document.Invoice[0]?.InvoiceTypeCode).toEqual([
        expect.objectContaining({ listVersionID: '1.1' }),
      ]);
      expect(hasValidSignature(document)).toBe(true);
    }
  });
});
