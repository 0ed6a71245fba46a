/**
 * The company's e-invoice settings under four eyes (docs/security.md, E-invoices): a staff Checker
 * proposes, a different Checker decides, the live identity changes only on approval and the job
 * reads only the approved one. Tested as the attacker: the proposer deciding, a Maker, a merchant,
 * no session, a stale proposal, a second Checker overwriting a waiting proposal.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupplierSettings, SupplierTaxIdentity } from '../../../src/contract';
import { readSupplier } from '../../e-invoice/submission/build-documents';
import { DEMO_SUPPLIER } from '../../db/seed/e-invoice';
import { bearerOf, getJson, sendJson } from '../../test/as-user';
import { buildApp, setupTestDb } from '../../test/test-app';
import type { TestDb } from '../../test/test-db';

let testDb: TestDb;
let app: ReturnType<typeof buildApp>;
let admin: Record<string, string>;
let checker2: Record<string, string>;
let maker: Record<string, string>;
let merchantAdmin: Record<string, string>;

const settings = (headers: Record<string, string>) =>
  getJson<SupplierSettings>(app, '/EInvoice/supplier', headers);
const propose = (identity: unknown, headers: Record<string, string>) =>
  sendJson<SupplierSettings>(app, 'POST', '/EInvoice/supplier/propose', { identity }, headers);
const decide = (decision: string, proposedAt: string, headers: Record<string, string>) =>
  sendJson<SupplierSettings>(
    app,
    'POST',
    '/EInvoice/supplier/approval',
    { decision, proposedAt, reason: 'Wrong MSIC code' },
    headers,
  );

const changed: SupplierTaxIdentity = {
  ...DEMO_SUPPLIER,
  msicCode: '79120',
  activityDescription: 'Tour operator',
};

beforeAll(async () => {
  testDb = await setupTestDb();
  app = buildApp(testDb.db);
  await testDb.db.query(
    `INSERT INTO users (username, password_hash, first_name, last_name, email, role_id, level, status)
     SELECT 'checker2', u.password_hash, 'Farid', 'Hassan', 'checker2@example.com', u.role_id, 'Checker', 'A'
     FROM users u WHERE u.username = 'admin'`,
  );
  admin = await bearerOf(app, 'admin');
  checker2 = await bearerOf(app, 'checker2');
  maker = await bearerOf(app, 'maker');
  merchantAdmin = await bearerOf(app, 'merchant.admin');
});
afterAll(async () => {
  await testDb?.drop();
});

describe('the company’s e-invoice settings', () => {
  it('every signed-in user reads the approved identity; only the settings’ viewers see a proposal', async () => {
    const read = await settings(merchantAdmin);
    expect(read.status).toBe(200);
    expect(read.body.data?.identity?.tin).toBe(DEMO_SUPPLIER.tin);
    expect((await settings({})).status).toBe(401);
  });

  it('a proposal waits; the proposer cannot decide it; another Checker approves and the job reads it', async () => {
    const proposed = await propose(changed, admin);
    expect(proposed.status).toBe(200);
    expect(proposed.body.code).toBe('eInvoice.settingsProposed');
    const proposal = proposed.body.data?.proposal;
    expect(proposal?.identity.msicCode).toBe('79120');
    expect(proposal?.proposedByName).toMatch(/\S/);
    // The live identity is untouched, for the job and for a merchant (who never sees the proposal).
    expect((await readSupplier(testDb.db))?.msicCode).toBe(DEMO_SUPPLIER.msicCode);
    const merchantView = await settings(merchantAdmin);
    expect(merchantView.body.data?.proposal).toBeNull();
    expect(merchantView.body.data?.identity?.msicCode).toBe(DEMO_SUPPLIER.msicCode);

    const own = await decide('Approved', proposal?.proposedAt ?? '', admin);
    expect(own.status).toBe(403);
    expect(own.body.code).toBe('eInvoice.settingsOwnProposal');
    // Another Checker may not overwrite a waiting proposal.
    const overwrite = await propose({ ...changed, msicCode: '79900' }, checker2);
    expect(overwrite.status).toBe(409);
    expect(overwrite.body.code).toBe('eInvoice.settingsChangePending');
    // A decision on a proposal other than the one seen.
    expect((await decide('Approved', '2020-01-01T00:00:00.000Z', checker2)).body.code).toBe(
      'eInvoice.settingsProposalChanged',
    );

    const approved = await decide('Approved', proposal?.proposedAt ?? '', checker2);
    expect(approved.status).toBe(200);
    expect(approved.body.code).toBe('eInvoice.settingsApproved');
    expect(approved.body.data?.proposal).toBeNull();
    expect((await readSupplier(testDb.db))?.msicCode).toBe('79120');
    const { rows } = await testDb.db.query<{ action: string }>(
      `SELECT action FROM audit_log WHERE entity = 'eInvoiceSupplier' ORDER BY id`,
    );
    expect(rows.map((row) => row.action)).toEqual([
      'eInvoice.supplier.propose',
      'eInvoice.supplier.approval',
    ]);
  });

  it('a rejection drops the proposal and keeps the live identity', async () => {
    const proposed = await propose({ ...changed, msicCode: '79900' }, checker2);
    expect(proposed.status).toBe(200);
    const rejected = await decide('Rejected', proposed.body.data?.proposal?.proposedAt ?? '', admin);
    expect(rejected.body.code).toBe('eInvoice.settingsRejected');
    expect((await readSupplier(testDb.db))?.msicCode).toBe('79120');
    expect((await decide('Approved', 'x', admin)).body.code).toBe('eInvoice.settingsNoProposal');
  });

  it('refuses a Maker, a merchant and no session before the body is read', async () => {
    for (const headers of [maker, merchantAdmin]) {
      const proposed = await propose(changed, headers);
      expect(proposed.status).toBe(403);
      const decided = await decide('Approved', 'x', headers);
      expect(decided.status).toBe(403);
    }
    expect((await propose(changed, {})).status).toBe(401);
    // A malformed body from a Maker still answers 403, never the body's errors.
    expect((await propose({ tin: 'nonsense' }, maker)).status).toBe(403);
  });

  it('checks the proposed identity with the contract’s translated messages', async () => {
    const bad = await propose({ ...changed, tin: 'C0000', msicCode: '791' }, admin);
    expect(bad.status).toBe(422);
    const paths = (bad.body.errors ?? []).map((error) => [error.path, error.code]);
    expect(paths).toEqual(
      expect.arrayContaining([
        ['identity.tin', 'eInvoice.tinFormat'],
        ['identity.msicCode', 'eInvoice.msicFormat'],
      ]),
    );
  });
});
