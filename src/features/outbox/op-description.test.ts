import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { describe, expect, it } from 'vitest';
import type { OutboxOp } from '../../lib/db';
import { describedPaths, describeOp, isEditableOp, namingMerchantId, type OpContext } from './op-description';

/** A queued op as the stores build it: its path, the fields it sets and its request's body. */
const op = (path: string, patch: Record<string, unknown> = {}, body: unknown = null, extra = {}) =>
  ({
    path,
    state: 'queued',
    patch,
    body,
    create: false,
    entity: 'merchants',
    entityId: 'x',
    ...extra,
  }) as OutboxOp;

/** The Malay catalog as the app loads it: the .po's entries under Lingui's ids, compiled. */
function malay(): I18n {
  const file = readFileSync(join(process.cwd(), 'locales/ms/messages.po'), 'utf8');
  const messages: Record<string, string> = {};
  for (const [, id, text] of file.matchAll(/^msgid (".*")\nmsgstr (".*")$/gm)) {
    messages[generateMessageId(JSON.parse(id as string) as string)] = JSON.parse(text as string) as string;
  }
  const i18n = setupI18n({ locale: 'ms', messages: { ms: messages } });
  i18n.setMessagesCompiler(compileMessage);
  return i18n;
}
const en = setupI18n({ locale: 'en', messages: { en: {} } });
const say = (target: OutboxOp, context: OpContext = {}) => en._(describeOp(target, context));

/** Every path a store of the app queues (the outbox's enqueue sites). */
function queuedPaths(): string[] {
  const paths = new Set<string>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')) {
        const text = readFileSync(path, 'utf8');
        if (!text.includes('enqueue')) continue;
        for (const [, found] of text.matchAll(/'(\/[A-Z][A-Za-z]*\/[A-Za-z/-]+)'/g))
          paths.add(found as string);
      }
    }
  };
  walk(join(process.cwd(), 'src/features'));
  return [...paths].sort();
}

describe('pending changes: what an op does, in words', () => {
  it('has words for every call the app queues', () => {
    const paths = queuedPaths();
    expect(paths.length).toBeGreaterThan(30);
    expect(paths.filter((path) => !describedPaths().includes(path))).toEqual([]);
  });

  it('names an invoice draft by its guest, its revenue lines and its total, never a field or an id', () => {
    const draft = {
      guestName: 'QA Guest',
      currency: 'MYR',
      revenueLines: [{ amountSen: 100 }, { amountSen: 200 }],
      totalSen: 277_290,
    };
    const created = say(op('/Invoice/create', draft, null, { create: true }));
    expect(created).toBe('Invoice draft for QA Guest, 2 revenue lines, RM\u00a02,772.90');
    expect(created).not.toMatch(/object|revenueLines|[0-9a-f]{8}-/);
    expect(say(op('/Invoice/update', { ...draft, revenueLines: [{}] }))).toBe(
      'Changes to the invoice draft for QA Guest: 1 revenue line, RM\u00a02,772.90',
    );
    // Issue and deactivate set a status only: the row mirrored on the device names the invoice.
    expect(say(op('/Invoice/issue', { status: 'Issued' }), { row: draft })).toBe(
      'Issue the invoice for QA Guest, RM\u00a02,772.90',
    );
    expect(
      say(op('/Invoice/deactivate', { status: 'Deactivated' }), {
        row: { invoiceNumber: 'INV-2026-000012' },
      }),
    ).toBe('Deactivate invoice INV-2026-000012');
  });

  it('names a note by its invoice, lines and total, and by its own number once it has one', () => {
    const note = { invoiceNumber: 'INV-2026-000004', currency: 'MYR', lines: [{}], totalSen: 10_600 };
    expect(say(op('/CreditNote/create', note))).toBe(
      'Credit note on invoice INV-2026-000004, 1 line, RM\u00a0106.00',
    );
    expect(say(op('/DebitNote/create', { ...note, invoiceNumber: '', lines: [{}, {}] }))).toBe(
      'Debit note, 2 lines, RM\u00a0106.00',
    );
    expect(say(op('/CreditNote/deactivate', {}), { row: { documentNumber: 'CN-2026-000004' } })).toBe(
      'Deactivate credit note CN-2026-000004',
    );
  });

  it('names a top-up by amount and reference, and a credit limit by its merchant', () => {
    const topUp = { amountSen: 150_050, currency: 'MYR', referenceNumber: 'MBB-001' };
    expect(say(op('/Credit/topUp', topUp, null, { create: true }))).toBe(
      'Top-up of RM\u00a01,500.50, reference MBB-001',
    );
    expect(say(op('/Credit/approve', {}, { id: 'x', reason: null }), { row: topUp })).toBe(
      'Approve the top-up of RM\u00a01,500.50, reference MBB-001',
    );
    expect(say(op('/Credit/undo', {}), { row: topUp })).toBe(
      'Reverse the approved top-up of RM\u00a01,500.50, reference MBB-001',
    );
    const account = op('/Credit/adjustLimit', { proposedLimitSen: 1_000_000 }, null, {
      entity: 'creditAccounts',
      entityId: 'merchant-1',
    });
    expect(namingMerchantId(account)).toBe('merchant-1');
    expect(say(account, { merchantName: 'Acme Travel' })).toBe(
      'Credit limit of Acme Travel to RM\u00a010,000.00',
    );
    expect(
      say(op('/Credit/approveLimit', {}), { row: { proposedLimitSen: 500_000 }, merchantName: 'Acme' }),
    ).toBe('Approve the credit limit of RM\u00a05,000.00 for Acme');
    expect(say(op('/Credit/redeem', { paymentStatus: 'Paid' }), { row: { bookingReference: 'BK-77' } })).toBe(
      'Pay booking BK-77 with credit',
    );
  });

  it('names people and settings as their lists do, with what is done to them', () => {
    expect(
      say(op('/Merchant/status/update', { status: 'Inactive' }, { status: 'Inactive' }), {
        row: { merchantName: 'Acme Travel' },
      }),
    ).toBe('Deactivate merchant Acme Travel');
    expect(
      say(op('/Merchant/approval', {}, { decision: 'Approved' }), { row: { merchantName: 'Acme' } }),
    ).toBe('Approve merchant Acme');
    // A user's row carries their merchant's name too: the user is named, not the merchant.
    expect(
      say(op('/User/status/update', { status: 'D' }, { status: 'Deleted' }), {
        row: { fullName: 'Siti Aminah', merchantName: 'Acme' },
      }),
    ).toBe('Delete user Siti Aminah');
    expect(say(op('/Client/create', { companyName: null, firstName: 'Siti', lastName: 'Aminah' }))).toBe(
      'New client Siti Aminah',
    );
    expect(say(op('/Markup/update', { name: 'Umrah 2027' }))).toBe('Changes to markup Umrah 2027');
    expect(
      say(op('/Case/status/update', {}, { id: 'x', status: 'Resolved' }), { row: { subject: 'Refund' } }),
    ).toBe('Resolve the service request “Refund”');
    expect(
      say(op('/Case/status/update', { assigneeName: 'Ali' }, { id: 'x', assigneeId: 'u' }), {
        row: { subject: 'Refund' },
      }),
    ).toBe('Assign the service request “Refund” to Ali');
    expect(say(op('/FAC/save', { functions: [] }), { row: { name: 'Finance' } })).toBe(
      'Functions of role Finance',
    );
    expect(say(op('/Menu/save', { title: 'Reports' }, null, { create: true }))).toBe('New menu item Reports');
  });

  it('says what the op does in plain words when the device does not hold the record, never its id', () => {
    expect(say(op('/Merchant/update', {}))).toBe('Update merchant');
    expect(say(op('/Credit/approve', {}))).toBe('Approve top-up');
    expect(say(op('/Old/call', {}))).toBe('A change waiting to be sent');
  });

  it('says it in Malay too', () => {
    const ms = malay();
    const inMalay = (target: OutboxOp, context: OpContext = {}) =>
      ms._(describeOp(target, { ...context, locale: 'ms' }));
    const draft = { guestName: 'QA Guest', currency: 'MYR', revenueLines: [{}, {}], totalSen: 277_290 };
    expect(inMalay(op('/Invoice/create', draft))).toBe(
      'Draf invois untuk QA Guest, 2 baris hasil, RM\u00a02,772.90',
    );
    expect(
      inMalay(op('/Credit/topUp', { amountSen: 150_050, currency: 'MYR', referenceNumber: 'MBB-001' })),
    ).toBe('Tambah nilai RM\u00a01,500.50, rujukan MBB-001');
    expect(
      inMalay(op('/Merchant/status/update', { status: 'Active' }, { status: 'Active' }), {
        row: { merchantName: 'Acme' },
      }),
    ).toBe('Aktifkan peniaga Acme');
    // Every call's plain words have Malay of their own, not the English standing in.
    for (const path of describedPaths()) {
      const descriptor = describeOp(op(path));
      expect(ms._(descriptor), path).not.toBe(en._(descriptor));
    }
  });
});

describe('pending changes: invoice drafts', () => {
  it('offers Edit only for a failed invoice draft, which its form corrects', () => {
    const failed = (path: string) => ({ ...op(path), state: 'failed' }) as OutboxOp;
    expect(isEditableOp(failed('/Invoice/create'))).toBe(true);
    expect(isEditableOp(failed('/Invoice/update'))).toBe(true);
    expect(isEditableOp(op('/Invoice/create'))).toBe(false);
    expect(isEditableOp(failed('/Invoice/issue'))).toBe(false);
    expect(isEditableOp(failed('/Merchant/update'))).toBe(false);
  });
});
