/**
 * Credit history for the seed: for the demo merchant and a share of the others, a
 * credit limit, top-ups with small real slips (PNG or PDF, generated) approved, rejected or still
 * Pending, REDEEM_CREDIT for a share of their Paid MYR bookings and REDEEM + REFUND_AGENT_CREDIT
 * for Cancelled and Refunded ones, in time order through the ledger's bulk path, so every account
 * equals the sums of its entries. The demo merchant ends with a positive balance, one Pending
 * top-up (whose slip repeats an earlier one: the Checker sees the duplicate flag) and its Unpaid
 * bookings untouched, so "pay with credit" can be tried. `seedCreditEntries` adds N more entries
 * for the bench (`npm run seed -- --credit-entries 100000`).
 */
import type { CreditAction, PaymentMethodCode } from '../../../src/contract';
import { MAX_TOP_UP_SEN, PAYMENT_METHOD_CODES } from '../../../src/contract';
import { sha256Hex } from '../../lib/files/read-multipart';
import { appendEntriesBulk } from '../../lib/ledger/append-bulk';
import type { BulkEntry } from '../../lib/ledger/append-bulk';
import type { Queryable } from '../client';
import { insertRows } from './insert-rows';
import { createRng } from './prng';
import type { Rng } from './prng';
import { slipPdf, slipPng } from './slip-files';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const BANKS = ['Maybank', 'CIMB Bank', 'Public Bank', 'RHB Bank', 'Hong Leong Bank', 'AmBank', 'Bank Islam'];
const REJECTIONS = ['Slip unreadable', 'Amount does not match the slip', 'Transfer not received'];

const FILE_COLUMNS = {
  id: 'uuid',
  sha256: 'text',
  type: 'text',
  size: 'integer',
  name: 'text',
  bytes: 'bytea',
  created_by: 'uuid',
  created_at: 'timestamptz',
};
const TOP_UP_COLUMNS = {
  id: 'uuid',
  merchant_id: 'uuid',
  amount_sen: 'bigint',
  method_code: 'text',
  bank_name: 'text',
  account_number: 'text',
  reference_number: 'text',
  bank_in_at: 'timestamp',
  remark: 'text',
  slip_file_id: 'uuid',
  duplicate_of_id: 'uuid',
  duplicate_of_at: 'timestamptz',
  status: 'text',
  submitted_by: 'uuid',
  decided_by: 'uuid',
  decided_at: 'timestamptz',
  decision_reason: 'text',
  created_at: 'timestamptz',
  updated_at: 'timestamptz',
};

type Merchant = { id: string; createdAt: string; submitter: string | null };
type Booking = {
  id: string;
  merchantId: string;
  status: string;
  paymentStatus: string;
  amountSen: number;
  reference: string;
  createdAt: string;
};
type Slip = { bytes: Uint8Array; type: string; name: string };

const iso = (time: number) => new Date(time).toISOString();
/** Malaysian local time (UTC+8) of `time` as the slip shows it, `yyyy-mm-ddThh:mm`. */
const localMinute = (time: number) => new Date(time + 8 * HOUR).toISOString().slice(0, 16);
const hexBytes = (bytes: Uint8Array) => `\\x${Buffer.from(bytes).toString('hex')}`;
const ringgit = (rng: Rng, min: number, max: number) => rng.int(min, max) * 100;

export type CreditSeedOptions = { seed: number; demoMerchantId: string | null; share?: number; now?: number };

/** Seeds credit for the demo merchant and `share` of the merchants with a merchant user. */
export async function seedCredit(db: Queryable, options: CreditSeedOptions): Promise<void> {
  const { seed, demoMerchantId, share = 0.25, now = Date.now() } = options;
  const rng = createRng(seed);
  const { rows: merchants } = await db.query<Merchant>(
    `SELECT m.id, to_char(m.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "createdAt",
            (SELECT u.id FROM users u WHERE u.merchant_id = m.id ORDER BY u.username LIMIT 1) AS submitter
     FROM merchants m ORDER BY m.id`,
  );
  const chosen = merchants.filter(
    (merchant) => merchant.submitter !== null && (merchant.id === demoMerchantId || rng.chance(share)),
  );
  if (chosen.length === 0) return;
  const { rows: checkers } = await db.query<{ id: string }>(
    `SELECT id FROM users WHERE merchant_id IS NULL AND level = 'Checker'
     ORDER BY (username = 'admin') DESC, id LIMIT 20`,
  );
  const checkerIds = checkers.map((row) => row.id);
  const { rows: bookings } = await db.query<Booking>(
    `SELECT id, merchant_id AS "merchantId", status, payment_status AS "paymentStatus",
            amount_sen::float8 AS "amountSen", booking_reference AS reference,
            to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "createdAt"
     FROM bookings
     WHERE merchant_id = ANY($1::uuid[]) AND currency = 'MYR' AND amount_sen > 0
       AND payment_status IN ('Paid', 'Refunded')
     ORDER BY created_at, id`,
    [chosen.map((merchant) => merchant.id)],
  );
  const files: object[] = [];
  const topUps: object[] = [];
  const entries = new Map<string, BulkEntry[]>();
  for (const merchant of chosen) {
    const isDemo = merchant.id === demoMerchantId;
    const plan = planMerchant(rng, merchant, {
      isDemo,
      now,
      checkerIds,
      bookings: bookings.filter((booking) => booking.merchantId === merchant.id),
    });
    files.push(...plan.files);
    topUps.push(...plan.topUps);
    entries.set(
      merchant.id,
      plan.entries.sort((a, b) => a.createdAt.localeCompare(b.createdAt)),
    );
  }
  await insertRows(db, 'stored_files', FILE_COLUMNS, files, { batchSize: 200 });
  await insertRows(db, 'top_ups', TOP_UP_COLUMNS, topUps);
  await appendEntriesBulk(db, entries);
}

type PlanContext = {
  isDemo: boolean;
  now: number;
  checkerIds: readonly string[];
  bookings: readonly Booking[];
};

function planMerchant(rng: Rng, merchant: Merchant, context: PlanContext) {
  const { isDemo, now, checkerIds } = context;
  const submitter = merchant.submitter ?? '';
  const checker = () => (checkerIds.length > 0 ? rng.pick(checkerIds) : null);
  const start = Math.max(Date.parse(merchant.createdAt), now - 600 * DAY);
  const end = now - 2 * DAY;
  const files: object[] = [];
  const topUps: object[] = [];
  const entries: BulkEntry[] = [];
  const limitBy = checker();
  entries.push({
    id: rng.uuid(),
    action: 'ADJUST_CREDIT_LIMIT',
    amountSen: isDemo ? 2_000_000 : ringgit(rng, 10, 100) * 500,
    createdAt: iso(start + DAY),
    createdBy: limitBy,
    note: 'Opening credit limit',
  });
  for (const booking of context.bookings) {
    const at = Date.parse(booking.createdAt);
    if (at < start + 3 * DAY || at > now) continue;
    const refunded = booking.paymentStatus === 'Refunded' && booking.status === 'Cancelled';
    if (!refunded && (booking.paymentStatus !== 'Paid' || !rng.chance(0.6))) continue;
    const redeem: BulkEntry = {
      id: rng.uuid(),
      action: 'REDEEM_CREDIT',
      amountSen: -booking.amountSen,
      createdAt: iso(at),
      createdBy: submitter,
      bookingId: booking.id,
      reference: booking.reference,
      optional: true,
    };
    entries.push(redeem);
    if (refunded) {
      entries.push({
        id: rng.uuid(),
        action: 'REFUND_AGENT_CREDIT',
        amountSen: booking.amountSen,
        createdAt: iso(Math.min(now, at + rng.int(1, 10) * DAY)),
        createdBy: checker(),
        bookingId: booking.id,
        reference: booking.reference,
        note: 'Booking cancelled',
        after: redeem.id,
      });
    }
  }
  // The demo merchant's approved top-ups cover all it may spend and RM 5,000 more, so it ends
  // with a positive balance whatever the spends the bulk path lets through.
  const spendSen = entries.reduce(
    (sum, entry) => sum + (entry.action === 'REDEEM_CREDIT' ? -entry.amountSen : 0),
    0,
  );
  const count = isDemo ? 8 : rng.int(2, 6);
  let firstSlip: { slip: Slip; topUpId: string; at: number } | null = null;
  for (let n = 0; n < count; n++) {
    const at = start + 2 * DAY + Math.floor(((end - start - 2 * DAY) * (n + rng.next() * 0.8)) / count);
    const isLast = n === count - 1;
    const pending = isLast && (isDemo || rng.chance(0.3));
    const id = rng.uuid();
    const method: PaymentMethodCode = rng.pick(PAYMENT_METHOD_CODES);
    const reference = `${method}${rng.digits(8)}`;
    const demoApproved = isDemo && !pending && n !== 1;
    const amountSen = demoApproved
      ? Math.min(MAX_TOP_UP_SEN, Math.ceil((spendSen + 500_000) / (count - 2) / 100) * 100)
      : ringgit(rng, 5, 200) * 100;
    const reuse = isDemo && pending && firstSlip !== null;
    const slip: Slip = reuse && firstSlip ? firstSlip.slip : makeSlip(rng, reference);
    const fileId = rng.uuid();
    files.push({
      id: fileId,
      sha256: sha256Hex(slip.bytes),
      type: slip.type,
      size: slip.bytes.byteLength,
      name: slip.name,
      bytes: hexBytes(slip.bytes),
      created_by: submitter,
      created_at: iso(at),
    });
    if (firstSlip === null) firstSlip = { slip, topUpId: id, at };
    const decidedAt = at + rng.int(1, 48) * HOUR;
    // Without a staff Checker to decide it, a top-up stays Pending.
    const decidedBy = pending ? null : checker();
    const approved = isDemo ? n !== 1 : rng.chance(0.8);
    const decision = decidedBy === null ? null : approved ? 'Approved' : 'Rejected';
    const reason = decision === 'Rejected' ? rng.pick(REJECTIONS) : null;
    topUps.push({
      id,
      merchant_id: merchant.id,
      amount_sen: amountSen,
      method_code: method,
      bank_name: rng.pick(BANKS),
      account_number: rng.digits(12),
      reference_number: reference,
      bank_in_at: localMinute(at - rng.int(5, 120) * 60_000),
      remark: null,
      slip_file_id: fileId,
      duplicate_of_id: reuse && firstSlip ? firstSlip.topUpId : null,
      duplicate_of_at: reuse && firstSlip ? iso(firstSlip.at) : null,
      status: decision ?? 'Pending',
      submitted_by: submitter,
      decided_by: decidedBy,
      decided_at: decidedBy ? iso(decidedAt) : null,
      decision_reason: reason,
      created_at: iso(at),
      updated_at: iso(decidedBy ? decidedAt : at),
    });
    const link = { topUpId: id, reference };
    entries.push({
      id: rng.uuid(),
      action: 'PAYMENT_ENTRY',
      amountSen,
      createdAt: iso(at),
      createdBy: submitter,
      ...link,
    });
    if (decision && decidedBy) {
      const action: CreditAction = approved ? 'PAYMENT_VERIFICATION' : 'PAYMENT_REJECTED';
      entries.push({
        id: rng.uuid(),
        action,
        amountSen: approved ? amountSen : -amountSen,
        createdAt: iso(decidedAt),
        createdBy: decidedBy,
        note: reason,
        ...link,
      });
    }
  }
  return { files, topUps, entries };
}

function makeSlip(rng: Rng, reference: string): Slip {
  return rng.chance(0.8)
    ? { bytes: slipPng(reference), type: 'image/png', name: `slip-${reference}.png` }
    : { bytes: slipPdf(reference), type: 'application/pdf', name: `slip-${reference}.pdf` };
}

/**
 * Adds `count` entries for the bench, over the merchants that have an account (a fifth of them on
 * the demo merchant's, else the first, so one history is long): top-ups credited as system updates and spends, in time
 * order after each account's last entry, through the same bulk path.
 */
export async function seedCreditEntries(db: Queryable, count: number, seed: number, now = Date.now()) {
  if (count <= 0) return 0;
  const rng = createRng(seed);
  const { rows } = await db.query<{ id: string; last: string | null }>(
    `SELECT a.merchant_id AS id,
            (SELECT to_char(max(e.created_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
             FROM credit_entries e WHERE e.merchant_id = a.merchant_id) AS last
     FROM credit_accounts a ORDER BY a.merchant_id`,
  );
  const accounts =
    rows.length > 0
      ? rows
      : (
          await db.query<{ id: string; last: null }>(
            'SELECT id, NULL AS last FROM merchants ORDER BY id LIMIT 50',
          )
        ).rows;
  const { rows: demo } = await db.query<{ id: string }>(
    `SELECT merchant_id AS id FROM users WHERE username = 'merchant.admin' AND merchant_id IS NOT NULL`,
  );
  const first = accounts.find((account) => account.id === demo[0]?.id) ?? accounts[0];
  if (!first) return 0;
  const perMerchant = new Map<string, number>();
  for (let n = 0; n < count; n++) {
    const merchant = n % 5 === 0 ? first : rng.pick(accounts);
    perMerchant.set(merchant.id, (perMerchant.get(merchant.id) ?? 0) + 1);
  }
  const byMerchant = new Map<string, BulkEntry[]>();
  for (const account of accounts) {
    const total = perMerchant.get(account.id) ?? 0;
    if (total === 0) continue;
    const from = account.last ? Date.parse(account.last) + 1 : now - 365 * DAY;
    const step = Math.max(1, Math.floor((now - from) / (total + 1)));
    byMerchant.set(
      account.id,
      Array.from({ length: total }, (_, n): BulkEntry => {
        const spend = n % 3 !== 0;
        const reference = `BENCH-${rng.digits(8)}`;
        return {
          id: rng.uuid(),
          action: spend ? 'REDEEM_CREDIT' : 'SYSTEM_UPDATE',
          amountSen: spend ? -ringgit(rng, 10, 500) : ringgit(rng, 500, 1500),
          createdAt: iso(from + step * (n + 1)),
          createdBy: null,
          reference,
          note: spend ? null : 'Balance update',
          optional: spend,
        };
      }),
    );
  }
  return appendEntriesBulk(db, byMerchant);
}
