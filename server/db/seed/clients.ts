/**
 * Clients for the seed: Malaysian companies ("… Sdn Bhd", with a contact person) and
 * individuals, for the demo merchant (about two dozen, so its list pages) and a share of the other
 * merchants; about one in six Inactive; some corporate clients with a small generated logo (a
 * real PNG in two colours, stored like any upload: `stored_files`, hashed).
 */
import { ACCOUNT_TYPES, EMPLOYEE_COUNTS } from '../../../src/contract';
import { sha256Hex } from '../../lib/files/read-multipart';
import type { Queryable } from '../client';
import { crc32, deflateSync } from 'node:zlib';
import { insertRows } from './insert-rows';
import { createPerson, mobileNumber, slug } from './people';
import { createRng, type Rng } from './prng';

const DAY = 24 * 3_600_000;
const NAME_PARTS = [
  'Maju',
  'Jaya',
  'Sinar',
  'Cahaya',
  'Bintang',
  'Mutiara',
  'Seri',
  'Gemilang',
  'Harmoni',
  'Perdana',
  'Setia',
  'Teguh',
  'Wawasan',
  'Kenanga',
  'Lembah',
  'Pelangi',
];
const TRADES = [
  'Travel',
  'Logistik',
  'Holdings',
  'Trading',
  'Engineering',
  'Resources',
  'Konsultan',
  'Ventures',
  'Tours',
  'Teknologi',
  'Events',
  'Education',
];
const EMAIL_DOMAINS = ['gmail.com', 'yahoo.com', 'hotmail.com', 'outlook.com'];
const CURRENCIES = ['MYR', 'MYR', 'MYR', 'MYR', 'SGD', 'USD'];
const PCC_CODES = ['KUL1A', 'KUL2B', 'PEN1C', 'JHB3D', 'BKI4E'];
const COLOURS: readonly (readonly [number, number, number])[] = [
  [0x1e, 0x5a, 0xa8],
  [0xc0, 0x39, 0x2b],
  [0x27, 0xae, 0x60],
  [0x8e, 0x44, 0xad],
  [0xd3, 0x84, 0x00],
];

const CLIENT_COLUMNS = {
  id: 'uuid',
  merchant_id: 'uuid',
  account_type: 'text',
  company_name: 'text',
  employee_count: 'text',
  title: 'text',
  first_name: 'text',
  last_name: 'text',
  referral_code: 'text',
  default_currency: 'text',
  booking_pcc_code: 'text',
  logo_file_id: 'uuid',
  email: 'text',
  phone: 'text',
  status: 'text',
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
  created_at: 'timestamptz',
};

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 48 × 48 RGB PNG: `colour` with a white band across its middle, named by a text chunk. */
export function logoPng(label: string, colour: readonly [number, number, number]): Uint8Array {
  const size = 48;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows = Buffer.alloc((size * 3 + 1) * size);
  for (let y = 0; y < size; y++) {
    const band = y >= 20 && y < 28;
    for (let x = 0; x < size; x++) {
      const at = y * (size * 3 + 1) + 1 + x * 3;
      rows.set(band ? [255, 255, 255] : colour, at);
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('tEXt', Buffer.from(`Comment\0${label}`, 'latin1')),
    pngChunk('IDAT', deflateSync(rows)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const hexBytes = (bytes: Uint8Array) => `\\x${Buffer.from(bytes).toString('hex')}`;
const iso = (time: number) => new Date(time).toISOString();

function companyName(rng: Rng): string {
  const first = rng.pick(NAME_PARTS);
  const second = rng.pick(NAME_PARTS.filter((part) => part !== first));
  return `${first} ${second} ${rng.pick(TRADES)} Sdn Bhd`;
}

function planClient(rng: Rng, merchantId: string, now: number, files: object[]) {
  const id = rng.uuid();
  const person = createPerson(rng);
  const accountType = rng.chance(0.6) ? ACCOUNT_TYPES[0] : ACCOUNT_TYPES[1];
  const isCorporate = accountType === 'Corporate';
  const company = isCorporate ? companyName(rng) : null;
  const domain = company ? `${slug(company.replace(/ Sdn Bhd$/, ''))}.com.my` : rng.pick(EMAIL_DOMAINS);
  const createdAt = now - rng.int(5, 365) * DAY - rng.int(0, DAY);
  const updatedAt = rng.chance(0.4) ? createdAt + rng.int(1, 4) * DAY : createdAt;
  let logoId: string | null = null;
  if (isCorporate && rng.chance(0.35)) {
    const bytes = logoPng(company ?? id, rng.pick(COLOURS));
    logoId = rng.uuid();
    files.push({
      id: logoId,
      sha256: sha256Hex(bytes),
      type: 'image/png',
      size: bytes.byteLength,
      name: `${slug(company ?? 'logo')}.png`,
      bytes: hexBytes(bytes),
      created_at: iso(createdAt),
    });
  }
  return {
    id,
    merchant_id: merchantId,
    account_type: accountType,
    company_name: company,
    employee_count: isCorporate ? rng.pick(EMPLOYEE_COUNTS) : null,
    title: person.salutation,
    first_name: person.firstName,
    last_name: person.lastName,
    referral_code: rng.chance(0.3) ? `REF${rng.digits(5)}` : null,
    default_currency: rng.pick(CURRENCIES),
    booking_pcc_code: isCorporate && rng.chance(0.7) ? rng.pick(PCC_CODES) : null,
    logo_file_id: logoId,
    email: `${slug(person.firstName)}.${slug(person.lastName)}@${domain}`,
    phone: mobileNumber(rng),
    status: rng.chance(0.16) ? 'Inactive' : 'Active',
    created_at: iso(createdAt),
    updated_at: iso(updatedAt),
  };
}

export type ClientSeedOptions = { seed: number; demoMerchantId: string | null; share?: number; now?: number };

/** Seeds clients for the demo merchant (24) and `share` of the other merchants (2 to 6 each). */
export async function seedClients(db: Queryable, options: ClientSeedOptions): Promise<void> {
  const { seed, demoMerchantId, share = 0.2, now = Date.now() } = options;
  const rng = createRng(seed);
  const { rows: merchants } = await db.query<{ id: string }>('SELECT id FROM merchants ORDER BY id');
  const files: object[] = [];
  const clients: object[] = [];
  for (const { id } of merchants) {
    const count = id === demoMerchantId ? 24 : rng.chance(share) ? rng.int(2, 6) : 0;
    for (let i = 0; i < count; i++) clients.push(planClient(rng, id, now, files));
  }
  await insertRows(db, 'stored_files', FILE_COLUMNS, files, { batchSize: 200 });
  await insertRows(db, 'clients', CLIENT_COLUMNS, clients);
}
