/**
 * Service requests for the seed: the demo merchant gets cases in every state, opened by
 * both its users, with threads (staff and merchant replies), assignees and a few attachments (tiny
 * PNG and PDF); a share of the other merchants and staff get a few more. One Resolved demo case is
 * 2 days old (its requester may reopen it) and one 10 days old (too late). Case numbers follow the
 * stored `CS-<year>` counters, which are then raised to the last number used.
 */
import type { CaseCategory, CaseReply, CaseStatus } from '../../../src/contract';
import { sha256Hex } from '../../lib/files/read-multipart';
import type { Queryable } from '../client';
import { insertRows } from './insert-rows';
import { createRng } from './prng';
import type { Rng } from './prng';
import { slipPdf, slipPng } from './slip-files';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const SUBJECTS: Record<CaseCategory, readonly string[]> = {
  Booking: [
    'Name correction on a flight ticket',
    'Hotel booking not confirmed',
    'Change travel date KUL to PEN',
  ],
  Payment: ['Payment deducted twice', 'DuitNow transfer not reflected'],
  Credit: ['Top-up still pending after two days', 'Request to raise our credit limit'],
  Invoice: ['Invoice amount does not match the booking', 'Invoice needs our company address'],
  Account: ['Cannot add a new user', 'Reset security question for a colleague'],
  Technical: ['Screen stays on Pending sync', 'Export to Excel does not download'],
  Other: ['Request a training session for new staff'],
};
const CATEGORIES = Object.keys(SUBJECTS) as CaseCategory[];
const STAFF_LINES = [
  'Thank you, we are checking this with the supplier.',
  'Could you share the booking reference and a screenshot?',
  'This has been fixed on our side. Please check again.',
];
const MERCHANT_LINES = [
  'Attached the details. Please help urgently, the traveller flies tomorrow.',
  'Still the same on our side.',
  'Thanks, it works now.',
];

const CASE_COLUMNS = {
  id: 'uuid',
  case_number: 'text',
  merchant_id: 'uuid',
  requester_id: 'uuid',
  category: 'text',
  subject: 'text',
  description: 'text',
  related_booking_id: 'uuid',
  related_invoice_id: 'uuid',
  attachment_file_id: 'uuid',
  status: 'text',
  assignee_id: 'uuid',
  replies: 'jsonb',
  resolved_at: 'timestamptz',
  created_at: 'timestamptz',
  updated_at: 'timestamptz',
};
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

type Person = { id: string; name: string; merchantId: string | null };
type Plan = {
  requester: Person;
  status: CaseStatus;
  ageDays: number;
  resolvedDaysAgo?: number;
  attach?: 'png' | 'pdf';
};

const iso = (time: number) => new Date(time).toISOString();

/** The demo merchant's cases: every status, both users, and the two reopening cases. */
function demoPlans(users: Person[]): Plan[] {
  const [first, second] = users;
  if (!first) return [];
  const other = second ?? first;
  return [
    { requester: first, status: 'Open', ageDays: 1 },
    { requester: other, status: 'Open', ageDays: 3 },
    { requester: first, status: 'In progress', ageDays: 5, attach: 'png' },
    { requester: other, status: 'In progress', ageDays: 9 },
    { requester: first, status: 'Resolved', ageDays: 6, resolvedDaysAgo: 2, attach: 'pdf' },
    { requester: other, status: 'Resolved', ageDays: 20, resolvedDaysAgo: 10 },
    { requester: first, status: 'Closed', ageDays: 40, resolvedDaysAgo: 35 },
    { requester: other, status: 'Closed', ageDays: 60, resolvedDaysAgo: 55 },
  ];
}

function thread(rng: Rng, plan: Plan, staff: Person, createdAt: number, until: number): CaseReply[] {
  if (plan.status === 'Open' && rng.chance(0.5)) return [];
  const count = plan.status === 'Open' ? 1 : rng.int(2, 4);
  const step = Math.max(HOUR, Math.floor((until - createdAt) / (count + 1)));
  return Array.from({ length: count }, (_, index) => {
    const isStaff = index % 2 === 0;
    const author = isStaff ? staff : plan.requester;
    return {
      id: rng.uuid(),
      authorId: author.id,
      authorName: author.name,
      authorType: isStaff ? 'staff' : 'merchant',
      body: rng.pick(isStaff ? STAFF_LINES : MERCHANT_LINES),
      createdAt: iso(createdAt + step * (index + 1)),
    };
  });
}

export type CaseSeedOptions = { seed: number; demoMerchantId: string | null; share?: number; now?: number };

export async function seedCases(db: Queryable, options: CaseSeedOptions): Promise<void> {
  const { seed, demoMerchantId, share = 0.1, now = Date.now() } = options;
  const rng = createRng(seed);
  const { rows: people } = await db.query<Person & { username: string }>(
    `SELECT u.id, u.first_name || ' ' || u.last_name AS name, u.merchant_id AS "merchantId", u.username
     FROM users u WHERE u.status = 'A' ORDER BY (u.username IN ('merchant.user', 'merchant.admin')) DESC,
       u.username DESC, u.id`,
  );
  const staff = people.filter((person) => person.merchantId === null);
  if (staff.length === 0) return;
  const byMerchant = new Map<string, Person[]>();
  for (const person of people) {
    if (person.merchantId === null) continue;
    byMerchant.set(person.merchantId, [...(byMerchant.get(person.merchantId) ?? []), person]);
  }
  const plans: Plan[] = demoMerchantId ? demoPlans(byMerchant.get(demoMerchantId) ?? []) : [];
  const statuses: CaseStatus[] = ['Open', 'In progress', 'Resolved', 'Closed'];
  for (const [merchantId, users] of byMerchant) {
    if (merchantId === demoMerchantId || !rng.chance(share)) continue;
    for (let n = rng.int(1, 3); n > 0; n--) {
      plans.push({
        requester: rng.pick(users),
        status: rng.pick(statuses),
        ageDays: rng.int(1, 90),
        ...(rng.chance(0.25) ? { attach: rng.pick(['png', 'pdf'] as const) } : {}),
      });
    }
  }
  plans.push({ requester: rng.pick(staff), status: 'In progress', ageDays: 4 });
  const { rows: bookings } = await db.query<{ id: string; merchantId: string }>(
    `SELECT DISTINCT ON (merchant_id) id, merchant_id AS "merchantId" FROM bookings ORDER BY merchant_id, id`,
  );
  const bookingOf = new Map(bookings.map((row) => [row.merchantId, row.id]));
  const { rows: series } = await db.query<{ series: string; n: string | number }>(
    `SELECT series, last_number AS n FROM document_series WHERE series LIKE 'CS-%'`,
  );
  const last = new Map(series.map((row) => [row.series, Number(row.n)]));
  plans.sort((a, b) => b.ageDays - a.ageDays);
  const cases: object[] = [];
  const files: object[] = [];
  for (const plan of plans) {
    const createdAt = now - plan.ageDays * DAY - rng.int(1, 20) * HOUR;
    const resolvedDaysAgo =
      plan.resolvedDaysAgo ??
      (plan.status === 'Resolved' || plan.status === 'Closed' ? plan.ageDays / 2 : null);
    const resolvedAt = resolvedDaysAgo === null ? null : now - resolvedDaysAgo * DAY;
    const assignee = plan.status === 'Open' && rng.chance(0.6) ? null : rng.pick(staff);
    const replies = thread(rng, plan, assignee ?? rng.pick(staff), createdAt, resolvedAt ?? now - HOUR);
    const yearSeries = `CS-${new Date(createdAt + 8 * HOUR).getUTCFullYear()}`;
    const number = (last.get(yearSeries) ?? 0) + 1;
    last.set(yearSeries, number);
    const category = rng.pick(CATEGORIES);
    const merchantId = plan.requester.merchantId;
    let fileId: string | null = null;
    if (plan.attach) {
      const isPng = plan.attach === 'png';
      const bytes = isPng ? slipPng(`case-${number}`) : slipPdf(`Case ${number}`);
      fileId = rng.uuid();
      files.push({
        id: fileId,
        sha256: sha256Hex(bytes),
        type: isPng ? 'image/png' : 'application/pdf',
        size: bytes.byteLength,
        name: isPng ? `screenshot-${number}.png` : `details-${number}.pdf`,
        bytes: `\\x${Buffer.from(bytes).toString('hex')}`,
        created_by: plan.requester.id,
        created_at: iso(createdAt),
      });
    }
    cases.push({
      id: rng.uuid(),
      case_number: `${yearSeries}-${String(number).padStart(6, '0')}`,
      merchant_id: merchantId,
      requester_id: plan.requester.id,
      category,
      subject: rng.pick(SUBJECTS[category]),
      description: `${rng.pick(SUBJECTS[category])}. Please check and advise. Opened by ${plan.requester.name}.`,
      related_booking_id: category === 'Booking' && merchantId ? (bookingOf.get(merchantId) ?? null) : null,
      related_invoice_id: null,
      attachment_file_id: fileId,
      status: plan.status,
      assignee_id: assignee?.id ?? null,
      replies,
      resolved_at: resolvedAt === null ? null : iso(resolvedAt),
      created_at: iso(createdAt),
      updated_at: iso(Math.max(createdAt, resolvedAt ?? 0, Date.parse(replies.at(-1)?.createdAt ?? '') || 0)),
    });
  }
  await insertRows(db, 'stored_files', FILE_COLUMNS, files, { batchSize: 200 });
  await insertRows(db, 'cases', CASE_COLUMNS, cases);
  await db.query(
    `INSERT INTO document_series (series, last_number)
     SELECT series, last_number FROM jsonb_to_recordset($1::jsonb) AS x(series text, last_number bigint)
     ON CONFLICT (series) DO UPDATE SET last_number = greatest(document_series.last_number, EXCLUDED.last_number)`,
    [JSON.stringify([...last].map(([name, n]) => ({ series: name, last_number: n })))],
  );
}
