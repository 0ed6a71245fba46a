/** Service requests through the app: create (JSON, multipart), thread, moves, scope. */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Case, CaseCreateInput, Page } from '../../../src/contract';
import { IDEMPOTENCY_KEY_HEADER, MAX_FILE_BYTES } from '../../../src/contract';
import { slipPdf, slipPng } from '../../db/seed/slip-files';
import { buildApp, setupTestDb, api, readEnvelope } from '../../test/test-app';
import type { TestDb } from '../../test/test-db';
import type { App, Callers, Headers } from '../credit/credit-test-kit';
import { get, merchantsOf, post, signInAll } from '../credit/credit-test-kit';

let testDb: TestDb;
let app: App;
let as: Callers;
let demo: string;
let other: string;

beforeAll(async () => {
  testDb = await setupTestDb();
  app = buildApp(testDb.db);
  as = await signInAll(app);
  ({ demo, other } = await merchantsOf(testDb.db));
}, 60_000);
afterAll(async () => {
  await testDb?.drop();
});

const userId = async (username: string) =>
  (await testDb.db.query<{ id: string }>('SELECT id FROM users WHERE username = $1', [username])).rows[0]
    ?.id ?? '';

const caseBody = (overrides: Partial<CaseCreateInput> = {}): CaseCreateInput => ({
  id: randomUUID(),
  category: 'Booking',
  subject: 'Refund not received',
  description: 'The refund for my cancelled booking has not arrived.',
  relatedBookingId: null,
  relatedInvoiceId: null,
  ...overrides,
});

async function postCaseForm(headers: Headers, body: unknown, file?: { bytes: Uint8Array; name: string }) {
  const form = new FormData();
  form.set('json', JSON.stringify(body));
  if (file) form.set('attachment', new File([Buffer.from(file.bytes)], file.name));
  const res = await app.request(api('/Case/create'), {
    method: 'POST',
    headers: { ...headers, [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
    body: form,
  });
  return { status: res.status, body: await readEnvelope<Case>(res) };
}

async function openCase(headers: Headers = as.merchantUser, overrides: Partial<CaseCreateInput> = {}) {
  const { status, body } = await post<Case>(app, '/Case/create', caseBody(overrides), headers);
  if (status !== 200 || !body.data) throw new Error(`create failed: ${status} ${body.message}`);
  return body.data;
}

const move = (headers: Headers, id: string, extra: Record<string, unknown>) =>
  post<Case>(app, '/Case/status/update', { id, ...extra }, headers);
const reply = (headers: Headers, id: string, text: string, replyId = randomUUID()) =>
  post<Case>(app, '/Case/reply', { id, replyId, body: text }, headers);

describe('create', () => {
  it('opens an Open case of the requester’s merchant with a gap-free CS- number', async () => {
    const first = await openCase();
    const second = await openCase(as.merchantAdmin);
    expect(first).toMatchObject({
      status: 'Open',
      merchantId: demo,
      requesterName: 'Amirul Hakim',
      replies: [],
    });
    expect(first.caseNumber).toMatch(/^CS-\d{4}-\d{6}$/);
    const number = (row: Case) => Number(row.caseNumber?.slice(-6));
    expect(number(second)).toBe(number(first) + 1);
    expect(second.caseNumber?.slice(0, 8)).toBe(first.caseNumber?.slice(0, 8));
  });

  it('answers a field’s validation with its path; staff cases belong to no merchant', async () => {
    const { status, body } = await post<Case>(
      app,
      '/Case/create',
      caseBody({ subject: ' ' }),
      as.merchantUser,
    );
    expect(status).toBe(422);
    expect(body.errors).toMatchObject([{ path: 'subject', code: 'validation.required' }]);
    expect((await openCase(as.admin)).merchantId).toBeNull();
  });

  it('refuses a related booking of another merchant with case.createFailed, and takes no number', async () => {
    const { rows } = await testDb.db.query<{ id: string }>(
      'SELECT id FROM bookings WHERE merchant_id = $1 LIMIT 1',
      [other],
    );
    const before = await openCase();
    const { status, body } = await post<Case>(
      app,
      '/Case/create',
      caseBody({ relatedBookingId: rows[0]?.id ?? randomUUID() }),
      as.merchantUser,
    );
    expect(status).toBe(422);
    expect(body.code).toBe('case.createFailed');
    expect(body.message).toBe('Failed to create case, please try again later');
    const after = await openCase();
    expect(Number(after.caseNumber?.slice(-6))).toBe(Number(before.caseNumber?.slice(-6)) + 1);
  });

  it('links its own merchant’s booking and invoice', async () => {
    const booking = await testDb.db.query<{ id: string }>(
      'SELECT id FROM bookings WHERE merchant_id = $1 LIMIT 1',
      [demo],
    );
    const invoice = await testDb.db.query<{ id: string }>(
      'SELECT id FROM invoices WHERE merchant_id = $1 LIMIT 1',
      [demo],
    );
    const row = await openCase(as.merchantUser, {
      relatedBookingId: booking.rows[0]?.id ?? null,
      relatedInvoiceId: invoice.rows[0]?.id ?? null,
    });
    expect(row.relatedBookingId).toBe(booking.rows[0]?.id ?? null);
    expect(row.relatedInvoiceId).toBe(invoice.rows[0]?.id ?? null);
  });

  it('a resend of the same op id answers the same case; another requester’s reuse is refused', async () => {
    const body = caseBody();
    const first = await post<Case>(app, '/Case/create', body, as.merchantUser);
    const again = await post<Case>(app, '/Case/create', body, as.merchantUser);
    expect(again.body.data?.caseNumber).toBe(first.body.data?.caseNumber);
    const stolen = await post<Case>(app, '/Case/create', body, as.admin);
    expect(stolen.body.code).toBe('idempotency.keyReused');
  });
});

describe('attachment', () => {
  it('stores an image or a PDF sniffed by its bytes and serves it in the case’s scope', async () => {
    const png = slipPng('case-attachment');
    const { status, body } = await postCaseForm(as.merchantUser, caseBody(), {
      bytes: png,
      name: 'shot.bin',
    });
    expect(status).toBe(200);
    expect(body.data?.attachment).toMatchObject({
      type: 'image/png',
      size: png.byteLength,
      // Named by the type its bytes show (docs/security.md, Hardening).
      name: 'shot.png',
    });
    const res = await app.request(api(`/Case/attachment/${body.data?.id ?? ''}`), { headers: as.admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/png');
    expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(png))).toBe(true);
    const pdf = await postCaseForm(as.merchantUser, caseBody(), { bytes: slipPdf('C'), name: 'a.pdf' });
    expect(pdf.body.data?.attachment?.type).toBe('application/pdf');
  });

  it('refuses text posing as an image, and a file over 5 MB, at `attachment`', async () => {
    const fake = await postCaseForm(as.merchantUser, caseBody(), {
      bytes: new TextEncoder().encode('not an image at all'),
      name: 'x.png',
    });
    expect(fake.status).toBe(422);
    expect(fake.body.errors).toMatchObject([{ path: 'attachment', code: 'file.typeNotAllowed' }]);
    const big = new Uint8Array(MAX_FILE_BYTES + 1);
    big.set(slipPng('big'));
    const tooBig = await postCaseForm(as.merchantUser, caseBody(), { bytes: big, name: 'big.png' });
    expect(tooBig.status).toBe(422);
    expect(tooBig.body.code).toBe('file.tooLarge');
  });

  it('a case with no attachment, or out of scope, is 404', async () => {
    const plain = await openCase();
    expect((await app.request(api(`/Case/attachment/${plain.id}`), { headers: as.admin })).status).toBe(404);
    const { body } = await postCaseForm(as.admin, caseBody(), { bytes: slipPng('staff'), name: 's.png' });
    const res = await app.request(api(`/Case/attachment/${body.data?.id ?? ''}`), {
      headers: as.merchantUser,
    });
    expect(res.status).toBe(404);
  });
});

describe('scope', () => {
  it('a merchant user sees its merchant’s cases only; staff see all', async () => {
    const staffCase = await openCase(as.admin);
    expect((await get<Case>(app, `/Case/${staffCase.id}`, as.merchantUser)).status).toBe(404);
    expect((await get<Case>(app, `/Case/${staffCase.id}`, as.admin)).status).toBe(200);
    const mine = await openCase();
    expect((await get<Case>(app, `/Case/${mine.id}`, as.merchantAdmin)).status).toBe(200);
    const page = await get<Page<Case>>(app, '/Case/caseListPage?pageSize=50', as.merchantUser);
    expect(page.body.data?.items.every((row) => row.merchantId === demo)).toBe(true);
    expect(page.body.data?.items.some((row) => row.id === staffCase.id)).toBe(false);
    expect((await reply(as.merchantUser, staffCase.id, 'Hello')).status).toBe(404);
  });

  it('"my cases" filters on the requester', async () => {
    const me = await userId('merchant.user');
    const page = await get<Page<Case>>(
      app,
      `/Case/caseListPage?requesterId=${me}&pageSize=50`,
      as.merchantAdmin,
    );
    expect(page.body.data?.items.length).toBeGreaterThan(0);
    expect(page.body.data?.items.every((row) => row.requesterId === me)).toBe(true);
  });
});

describe('thread and moves', () => {
  it('keeps replies oldest first, staff and merchant told apart; a resend is one reply', async () => {
    const row = await openCase();
    const replyId = randomUUID();
    await reply(as.merchantUser, row.id, 'Any news?', replyId);
    await reply(as.merchantUser, row.id, 'Any news?', replyId);
    const answer = await reply(as.admin, row.id, 'We are checking with the airline.');
    expect(answer.body.code).toBe('case.replied');
    expect(answer.body.data?.replies).toMatchObject([
      { id: replyId, authorType: 'merchant', body: 'Any news?' },
      { authorType: 'staff', body: 'We are checking with the airline.' },
    ]);
    expect((await reply(as.admin, row.id, 'Other text', replyId)).body.code).toBe('idempotency.keyReused');
  });

  it('staff move Open → In progress → Resolved; the requester reopens; then Resolved → Closed ends it', async () => {
    const row = await openCase();
    expect((await move(as.admin, row.id, { status: 'In progress' })).body.data?.status).toBe('In progress');
    const resolved = await move(as.admin, row.id, { status: 'Resolved' });
    expect(resolved.body.data?.resolvedAt).not.toBeNull();
    expect((await move(as.admin, row.id, { status: 'Open' })).body.code).toBe('case.transitionNotAllowed');
    expect((await move(as.merchantAdmin, row.id, { status: 'Open' })).status).toBe(403);
    const reopened = await move(as.merchantUser, row.id, { status: 'Open' });
    expect(reopened.body.data).toMatchObject({ status: 'Open', resolvedAt: null });
    await move(as.admin, row.id, { status: 'Resolved' });
    expect((await move(as.merchantUser, row.id, { status: 'Closed' })).body.data?.status).toBe('Closed');
    const closed = await reply(as.admin, row.id, 'Late');
    expect([closed.status, closed.body.code]).toEqual([409, 'case.closed']);
  });

  it('the requester cannot reopen more than 7 days after it was resolved', async () => {
    const row = await openCase();
    await move(as.admin, row.id, { status: 'Resolved' });
    await testDb.db.query(`UPDATE cases SET resolved_at = now() - interval '8 days' WHERE id = $1`, [row.id]);
    const late = await move(as.merchantUser, row.id, { status: 'Open' });
    expect([late.status, late.body.code]).toEqual([409, 'case.reopenExpired']);
    expect(late.body.message).toContain('7 days');
  });

  it('staff assign to a staff user; never to a merchant user; a merchant cannot assign', async () => {
    const row = await openCase();
    const maker = await userId('maker');
    const assigned = await move(as.admin, row.id, { assigneeId: maker, status: 'In progress' });
    expect(assigned.body.data).toMatchObject({ assigneeId: maker, status: 'In progress' });
    expect(assigned.body.data?.assigneeName).toBeTruthy();
    const wrong = await move(as.admin, row.id, { assigneeId: await userId('merchant.user') });
    expect([wrong.status, wrong.body.code]).toEqual([422, 'case.assigneeNotStaff']);
    expect((await move(as.merchantUser, row.id, { assigneeId: null })).status).toBe(403);
    expect((await move(as.admin, row.id, { assigneeId: null })).body.data?.assigneeId).toBeNull();
  });
});

describe('seed', () => {
  it('gives the demo merchant cases in every state, with threads, assignees and attachments', async () => {
    const { rows } = await testDb.db.query<{
      status: string;
      threads: number;
      assigned: number;
      files: number;
    }>(
      `SELECT status, count(*) FILTER (WHERE jsonb_array_length(replies) > 0)::int AS threads,
              count(assignee_id)::int AS assigned, count(attachment_file_id)::int AS files
       FROM cases WHERE merchant_id = $1 AND subject <> 'Refund not received' GROUP BY status ORDER BY status`,
      [demo],
    );
    expect(rows.map((row) => row.status)).toEqual(['Closed', 'In progress', 'Open', 'Resolved']);
    expect(rows.filter((row) => row.status !== 'Open').every((row) => row.threads > 0)).toBe(true);
    expect(rows.reduce((sum, row) => sum + row.files, 0)).toBeGreaterThan(0);
    expect(rows.find((row) => row.status === 'In progress')?.assigned).toBe(2);
  });
});
