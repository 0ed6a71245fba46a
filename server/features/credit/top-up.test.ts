/** Top-ups through the app: the slip checked by its bytes, field errors, the merchant taken from the session, a resend under the same key. */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CreditEntry, Page } from '../../../src/contract';
import { MAX_FILE_BYTES } from '../../../src/contract';
import { slipPdf, slipPng } from '../../db/seed/slip-files';
import { heicPhoto, oversizePng } from '../../test/file-samples';
import { creditSuite, get, ledgerOf, postTopUp, topUpBody } from './credit-test-kit';

const s = creditSuite();

describe('top-up', () => {
  it('stores the top-up Pending with its slip and moves the amount to pending', async () => {
    const before = await s.account();
    const body = topUpBody({ amountSen: 12_345, remark: 'March' });
    const { status, body: answer } = await postTopUp(s.app, s.as.merchantUser, body, {
      bytes: slipPdf('A-1'),
      name: 'slip.pdf',
      type: 'application/pdf',
    });
    expect(status).toBe(200);
    expect(answer.code).toBe('credit.topUpSubmitted');
    expect(answer.data).toMatchObject({
      id: body.id,
      merchantId: s.demo,
      amountSen: 12_345,
      status: 'Pending',
      bankInAt: '2026-01-15T10:30',
      remark: 'March',
      submittedByName: 'Amirul Hakim',
      duplicateOfId: null,
      slip: { name: 'slip.pdf', type: 'application/pdf' },
    });
    const after = await s.account();
    expect(after.pendingSen - before.pendingSen).toBe(12_345);
    expect(after.balanceSen).toBe(before.balanceSen);
    const history = await get<Page<CreditEntry>>(
      s.app,
      `/Credit/historyListPage?action=PAYMENT_ENTRY&reference=${body.referenceNumber}`,
      s.as.merchantUser,
    );
    expect(history.body.data?.items).toMatchObject([{ amountSen: 12_345, topUpId: body.id }]);
    await s.expectLedgerConsistent();
  });

  it('answers the slip bytes with their sniffed type, inline, not stored and nosniff', async () => {
    const bytes = slipPng('slip-bytes');
    const { body } = await postTopUp(s.app, s.as.merchantUser, topUpBody(), {
      bytes,
      name: 'photo.jpg',
      type: 'image/jpeg',
    });
    const res = await s.app.request(`/api/v1/bo/Credit/slip/${body.data?.id}`, { headers: s.as.admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toBe('image/png');
    // Named by its bytes (a PNG), not by the name it came with (docs/security.md, Hardening).
    expect(res.headers.get('Content-Disposition')).toBe("inline; filename*=UTF-8''photo.png");
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(new Uint8Array(bytes));
  });

  it('refuses a slip by its bytes, not its name: an executable, HEIC, too large, missing, empty', async () => {
    const exe = new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, 0, 0, 0xb8]);
    const heic = heicPhoto();
    const big = oversizePng();
    const cases = [
      { upload: { bytes: exe, name: 'slip.png' }, code: 'file.typeNotAllowed' },
      { upload: { bytes: heic, name: 'IMG_0001.HEIC' }, code: 'file.heicNotSupported' },
      { upload: { bytes: big }, code: 'file.tooLarge' },
      { upload: { bytes: null }, code: 'credit.slipRequired' },
      { upload: { bytes: new Uint8Array(0) }, code: 'file.empty' },
    ];
    const before = await ledgerOf(s.db, s.demo);
    for (const { upload, code } of cases) {
      const { status, body } = await postTopUp(s.app, s.as.merchantUser, topUpBody(), upload);
      expect(status, code).toBe(422);
      expect(body.code).toBe(code);
      expect(body.errors).toEqual([expect.objectContaining({ path: 'slip', code })]);
    }
    expect((await ledgerOf(s.db, s.demo)).entries).toHaveLength(before.entries.length);
  });

  it('refuses a body past the file limit before reading it (413)', async () => {
    const { status, body } = await postTopUp(s.app, s.as.merchantUser, topUpBody(), {
      bytes: new Uint8Array(MAX_FILE_BYTES + 100 * 1024),
    });
    expect(status).toBe(413);
    expect(body.code).toBe('file.tooLarge');
  });

  it('answers field errors of the json part and the slip together', async () => {
    const { status, body } = await postTopUp(
      s.app,
      s.as.merchantUser,
      topUpBody({ amountSen: 10.5, accountNumber: '12ab' }),
      { bytes: null },
    );
    expect(status).toBe(422);
    expect([...new Set(body.errors?.map((error) => error.path))].sort()).toEqual([
      'accountNumber',
      'amountSen',
      'slip',
    ]);
  });

  it('refuses a zero, negative or float amount and a bank-in time in the future', async () => {
    for (const amountSen of [0, -100, 100.5]) {
      const { status, body } = await postTopUp(s.app, s.as.merchantUser, topUpBody({ amountSen }));
      expect(status).toBe(422);
      expect(body.errors?.[0]?.path).toBe('amountSen');
    }
    const { status, body } = await postTopUp(
      s.app,
      s.as.merchantUser,
      topUpBody({ bankInAt: '2999-01-01T10:00' }),
    );
    expect(status).toBe(422);
    expect(body.errors).toEqual([expect.objectContaining({ path: 'bankInAt', code: 'credit.bankInFuture' })]);
    const impossible = await postTopUp(s.app, s.as.merchantUser, topUpBody({ bankInAt: '2025-02-30T10:00' }));
    expect(impossible.body.errors).toEqual([
      expect.objectContaining({ path: 'bankInAt', code: 'validation.invalid' }),
    ]);
  });

  it('takes the merchant from a merchant session (another is 403) and needs one from staff', async () => {
    expect((await postTopUp(s.app, s.as.merchantUser, topUpBody({ merchantId: s.other }))).status).toBe(403);
    const staff = await postTopUp(s.app, s.as.maker, topUpBody());
    expect(staff.status).toBe(422);
    expect(staff.body.errors).toEqual([
      expect.objectContaining({ path: 'merchantId', code: 'validation.required' }),
    ]);
    const named = await postTopUp(s.app, s.as.maker, topUpBody({ merchantId: s.other }));
    expect(named.status).toBe(200);
    expect(named.body.data?.merchantId).toBe(s.other);
  });

  it('flags a slip another top-up already used, with when that one was submitted', async () => {
    const bytes = slipPng('used-twice');
    const first = await postTopUp(s.app, s.as.merchantUser, topUpBody(), { bytes });
    const second = await postTopUp(s.app, s.as.merchantAdmin, topUpBody(), { bytes });
    expect(second.status).toBe(200);
    expect(second.body.data).toMatchObject({
      duplicateOfId: first.body.data?.id,
      duplicateOfAt: first.body.data?.createdAt,
    });
    expect(first.body.data?.duplicateOfId).toBeNull();
  });

  it('answers a resend under the same key from the store: one top-up, one file, one entry', async () => {
    const body = topUpBody();
    const bytes = slipPng('replayed');
    const key = randomUUID();
    const first = await postTopUp(s.app, s.as.merchantUser, body, { bytes }, key);
    const again = await postTopUp(s.app, s.as.merchantUser, body, { bytes }, key);
    expect(again.status).toBe(200);
    expect(again.res.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    const { rows } = await s.db.query<{ tops: number; files: number; entries: number }>(
      `SELECT (SELECT count(*) FROM top_ups WHERE id = $1)::int AS tops,
              (SELECT count(*) FROM stored_files WHERE sha256 = $2)::int AS files,
              (SELECT count(*) FROM credit_entries WHERE top_up_id = $1)::int AS entries`,
      [body.id, first.body.data?.slip?.sha256],
    );
    expect(rows[0]).toEqual({ tops: 1, files: 1, entries: 1 });
    const reused = await postTopUp(s.app, s.as.merchantUser, body, { bytes: slipPng('another file') }, key);
    expect(reused.status).toBe(422);
    expect(reused.body.code).toBe('idempotency.keyReused');
  });
});
