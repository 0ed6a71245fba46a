import { describe, expect, it } from 'vitest';
import { planSubmissions } from '../../../src/contract/e-invoice/submission-batches';
import { serializeDocument, toUblDocument } from '../../../src/contract/e-invoice/ubl-document';
import {
  companyBuyer,
  issuedInvoice,
  sampleInvoice,
  supplier,
} from '../../../tests/fixtures/e-invoice/documents';
import { createMyInvoisSimulator, SIMULATOR_HEADER } from './simulator-app';
import { sha256Hex } from './submit-documents';

const HOUR = 3_600_000;
const credentials = { clientId: 'sim-client', clientSecret: 'sim-secret' };

function setUp() {
  let clock = new Date('2026-11-29T01:00:00.000Z').getTime();
  const simulator = createMyInvoisSimulator({ ...credentials, now: () => new Date(clock) });
  const advance = (ms: number) => {
    clock += ms;
  };
  const request = (path: string, init: RequestInit = {}) => simulator.app.request(path, init);
  const signIn = async () => {
    const answer = await request('/connect/token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: credentials.clientId,
        client_secret: credentials.clientSecret,
        scope: 'InvoicingAPI',
      }).toString(),
    });
    return ((await answer.json()) as { access_token: string }).access_token;
  };
  const call = (token: string, method: string, path: string, body?: unknown) =>
    request(path, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return { simulator, advance, request, signIn, call };
}

const asSubmitted = (text: string, codeNumber: string) => ({
  format: 'JSON',
  document: Buffer.from(text).toString('base64'),
  documentHash: sha256Hex(text),
  codeNumber,
});
const invoiceText = (number = 'INV-2026-000123', parties = { supplier, buyer: companyBuyer }) =>
  serializeDocument(
    toUblDocument({ kind: 'invoice', invoice: { ...sampleInvoice, invoiceNumber: number } }, parties),
  );

type Submitted = {
  submissionUid: string;
  acceptedDocuments: { uuid: string; invoiceCodeNumber: string }[];
  rejectedDocuments: { invoiceCodeNumber: string; error: { errorCode: string } }[];
};

describe('MyInvois simulator', () => {
  it('signs in with client credentials for 3,600 s and says it is a simulator', async () => {
    const { request } = setUp();
    const answer = await request('/connect/token', {
      method: 'POST',
      body: `grant_type=client_credentials&client_id=sim-client&client_secret=sim-secret&scope=InvoicingAPI`,
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get(SIMULATOR_HEADER)).toMatch(/not LHDN/);
    expect(await answer.json()).toMatchObject({
      token_type: 'Bearer',
      expires_in: 3600,
      scope: 'InvoicingAPI',
    });
    const wrong = await request('/connect/token', {
      method: 'POST',
      body: `grant_type=client_credentials&client_id=sim-client&client_secret=guess`,
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({ error: 'invalid_client' });
  });

  it('refuses a call without a token, and after the token expires', async () => {
    const { signIn, call, advance } = setUp();
    expect((await call('', 'GET', '/api/v1.0/documentsubmissions/X')).status).toBe(401);
    const token = await signIn();
    expect((await call(token, 'GET', '/api/v1.0/documentsubmissions/X')).status).toBe(404);
    advance(3_600_000);
    const expired = await call(token, 'GET', '/api/v1.0/documentsubmissions/X');
    expect(expired.status).toBe(401);
    expect(await expired.json()).toMatchObject({
      error: { errorCode: 'Unauthorized', errorMS: expect.any(String) },
    });
  });

  it('validates a good document: Valid with a long id, readable by submission and by document', async () => {
    const { signIn, call } = setUp();
    const token = await signIn();
    const answer = await call(token, 'POST', '/api/v1.0/documentsubmissions', {
      documents: [asSubmitted(invoiceText(), 'INV-2026-000123')],
    });
    expect(answer.status).toBe(202);
    const submitted = (await answer.json()) as Submitted;
    expect(submitted.rejectedDocuments).toEqual([]);
    const [accepted] = submitted.acceptedDocuments;
    expect(accepted?.uuid).toMatch(/^SIM/);
    const submission = await call(token, 'GET', `/api/v1.0/documentsubmissions/${submitted.submissionUid}`);
    expect(await submission.json()).toMatchObject({
      overallStatus: 'Valid',
      documentCount: 1,
      documentSummary: [
        { status: 'Valid', internalId: 'INV-2026-000123', longId: expect.stringMatching(/^SIMLONG/) },
      ],
    });
    const details = await call(token, 'GET', `/api/v1.0/documents/${accepted?.uuid}/details`);
    expect(await details.json()).toMatchObject({ status: 'Valid', validationResults: { status: 'Valid' } });
  });

  it('opens the public validation link of a valid document, says it is simulated, and escapes its text', async () => {
    const { simulator, signIn, call, request } = setUp();
    const token = await signIn();
    const answer = await call(token, 'POST', '/api/v1.0/documentsubmissions', {
      documents: [asSubmitted(invoiceText(), 'INV-2026-000124')],
    });
    const uuid = ((await answer.json()) as Submitted).acceptedDocuments[0]?.uuid ?? '';
    const document = simulator.store.documents.get(uuid);
    expect(document?.longId).toBeTruthy();
    if (document) document.internalId = '<script>x</script>';
    const page = await request(`/${uuid}/share/${document?.longId}`);
    expect(page.status).toBe(200);
    const text = await page.text();
    expect(text).toContain('Simulated MyInvois: not validated by LHDN');
    expect(text).toContain(`${uuid}): Valid`);
    expect(text).not.toContain('<script>');
    expect((await request(`/${uuid}/share/wrong`)).status).toBe(404);
  });

  it('marks a document not in MYR without its rate Invalid, and Valid with it', async () => {
    const { signIn, call } = setUp();
    const token = await signIn();
    const usdText = (number: string, exchangeRate: string | null) =>
      serializeDocument(
        toUblDocument(
          {
            kind: 'invoice',
            invoice: { ...sampleInvoice, invoiceNumber: number, currency: 'USD', exchangeRate },
          },
          { supplier, buyer: companyBuyer },
        ),
      );
    const answer = await call(token, 'POST', '/api/v1.0/documentsubmissions', {
      documents: [
        asSubmitted(usdText('INV-2026-000130', null), 'INV-2026-000130'),
        asSubmitted(usdText('INV-2026-000131', '4.4725'), 'INV-2026-000131'),
      ],
    });
    const submitted = (await answer.json()) as Submitted;
    const statusOf = async (uuid: string | undefined) =>
      ((await (await call(token, 'GET', `/api/v1.0/documents/${uuid}/details`)).json()) as { status: string })
        .status;
    const [withoutRate, withRate] = submitted.acceptedDocuments.map((document) => document.uuid);
    expect(await statusOf(withoutRate)).toBe('Invalid');
    expect(await statusOf(withRate)).toBe('Valid');
  });

  it('marks a document with a bad TIN or wrong totals Invalid, with errors in the documented shape', async () => {
    const { signIn, call } = setUp();
    const token = await signIn();
    const badTin = invoiceText('INV-2026-000124', {
      supplier: { ...supplier, tin: 'C0000' },
      buyer: companyBuyer,
    });
    const wrongTotals = invoiceText('INV-2026-000125').replace(
      '"PayableAmount":[{"_":5946.17',
      '"PayableAmount":[{"_":5946.18',
    );
    const answer = await call(token, 'POST', '/api/v1.0/documentsubmissions', {
      documents: [asSubmitted(badTin, 'INV-2026-000124'), asSubmitted(wrongTotals, 'INV-2026-000125')],
    });
    const submitted = (await answer.json()) as Submitted;
    const submission = await call(token, 'GET', `/api/v1.0/documentsubmissions/${submitted.submissionUid}`);
    expect(await submission.json()).toMatchObject({ overallStatus: 'Invalid' });
    const uuids = submitted.acceptedDocuments.map((document) => document.uuid);
    const errorsOf = async (uuid: string | undefined) => {
      const details = (await (await call(token, 'GET', `/api/v1.0/documents/${uuid}/details`)).json()) as {
        validationResults: {
          validationSteps: { error?: { innerError: { errorCode: string; propertyPath: string }[] } }[];
        };
      };
      return details.validationResults.validationSteps[0]?.error?.innerError.map((error) => error.errorCode);
    };
    expect(await errorsOf(uuids[0])).toEqual(['SIM-TIN']);
    expect(await errorsOf(uuids[1])).toEqual(['SIM-TOTALS']);
  });

  it('refuses the same submission within 10 minutes, and a document already received', async () => {
    const { signIn, call, advance } = setUp();
    const token = await signIn();
    const body = { documents: [asSubmitted(invoiceText(), 'INV-2026-000123')] };
    expect((await call(token, 'POST', '/api/v1.0/documentsubmissions', body)).status).toBe(202);
    advance(9 * 60_000);
    const again = await call(token, 'POST', '/api/v1.0/documentsubmissions', body);
    expect(again.status).toBe(422);
    expect(again.headers.get('Retry-After')).toBe('60');
    expect(await again.json()).toMatchObject({ error: { errorCode: 'DuplicateSubmission' } });
    const other = asSubmitted(invoiceText('INV-2026-000200'), 'INV-2026-000200');
    const mixed = (await (
      await call(token, 'POST', '/api/v1.0/documentsubmissions', { documents: [body.documents[0], other] })
    ).json()) as Submitted;
    expect(mixed.rejectedDocuments).toMatchObject([
      { invoiceCodeNumber: 'INV-2026-000123', error: { errorCode: 'DS302' } },
    ]);
    expect(mixed.acceptedDocuments.map((document) => document.invoiceCodeNumber)).toEqual([
      'INV-2026-000200',
    ]);
  });

  it('keeps the limits: 100 documents, 300 KB each, the hash of each', async () => {
    const { signIn, call } = setUp();
    const token = await signIn();
    const many = Array.from({ length: 101 }, (_, index) =>
      asSubmitted(invoiceText(`INV-2026-${index}`), `N${index}`),
    );
    const tooMany = await call(token, 'POST', '/api/v1.0/documentsubmissions', { documents: many });
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toMatchObject({
      error: { errorCode: 'BadStructure', propertyName: 'documents' },
    });
    const big = issuedInvoice(
      Array.from({ length: 700 }, (_, index) => ({
        salesType: 'Hotel' as const,
        pax: 1,
        unitPriceSen: 1000 + index,
        taxRate: 8 as const,
      })),
    );
    const bigText = serializeDocument(
      toUblDocument({ kind: 'invoice', invoice: big }, { supplier, buyer: companyBuyer }),
    );
    const tampered = {
      ...asSubmitted(invoiceText('INV-2026-000300'), 'INV-2026-000300'),
      documentHash: sha256Hex('x'),
    };
    const answer = (await (
      await call(token, 'POST', '/api/v1.0/documentsubmissions', {
        documents: [asSubmitted(bigText, 'BIG'), tampered],
      })
    ).json()) as Submitted;
    expect(answer.rejectedDocuments.map((document) => document.error.errorCode)).toEqual([
      'MaximumSizeExceeded',
      'SIM-HASH',
    ]);
    const broken = await call(token, 'POST', '/api/v1.0/documentsubmissions', {
      documents: [{ format: 'JSON' }],
    });
    expect(broken.status).toBe(400);
  });

  it('cancels a valid document within 72 hours with a reason, and not after', async () => {
    const { signIn, call, advance } = setUp();
    let token = await signIn();
    const submitted = (await (
      await call(token, 'POST', '/api/v1.0/documentsubmissions', {
        documents: [
          asSubmitted(invoiceText('INV-2026-000401'), 'A'),
          asSubmitted(invoiceText('INV-2026-000402'), 'B'),
        ],
      })
    ).json()) as Submitted;
    const [first, second] = submitted.acceptedDocuments.map((document) => document.uuid);
    const cancel = (uuid: string | undefined, reason = 'Wrong buyer') =>
      call(token, 'PUT', `/api/v1.0/documents/state/${uuid}/state`, { status: 'cancelled', reason });
    expect((await cancel(first, ' ')).status).toBe(400);
    advance(72 * HOUR - 1);
    token = await signIn();
    const inside = await cancel(first);
    expect(inside.status).toBe(200);
    expect(await inside.json()).toEqual({ uuid: first, status: 'Cancelled' });
    expect(await (await cancel(first)).json()).toMatchObject({ error: { errorCode: 'IncorrectState' } });
    advance(1);
    const outside = await cancel(second);
    expect(outside.status).toBe(400);
    expect(await outside.json()).toMatchObject({ error: { errorCode: 'OperationPeriodOver' } });
  });

  it('takes 500 documents in submissions planned within the limits, each valid once', async () => {
    const { signIn, call, simulator } = setUp();
    const token = await signIn();
    const documents = Array.from({ length: 500 }, (_, index) => {
      const number = `INV-2026-${String(index + 1).padStart(6, '0')}`;
      const text = invoiceText(number);
      return { codeNumber: number, bytes: Buffer.byteLength(text), text };
    });
    const { batches, oversized } = planSubmissions(documents);
    expect(oversized).toEqual([]);
    const uuids: string[] = [];
    for (const batch of batches) {
      const answer = await call(token, 'POST', '/api/v1.0/documentsubmissions', {
        documents: batch.map((document) => asSubmitted(document.text, document.codeNumber)),
      });
      expect(answer.status).toBe(202);
      const submitted = (await answer.json()) as Submitted;
      expect(submitted.rejectedDocuments).toEqual([]);
      uuids.push(...submitted.acceptedDocuments.map((document) => document.uuid));
    }
    expect(simulator.store.calls.get('submit')).toBe(5);
    expect(new Set(uuids).size).toBe(500);
    expect([...simulator.store.documents.values()].every((document) => document.status === 'Valid')).toBe(
      true,
    );
  });
});
