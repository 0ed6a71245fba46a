/**
 * Random clients for the list engine's property test (entity-index.test.ts), in the spirit of
 * random-rows.ts: values chosen to collide (equal sort values, mixed case, accents, %, _),
 * individuals without a company name (they sort as empty text), equal change times.
 */
import { ACCOUNT_TYPES, CLIENT_STATUSES, EMPLOYEE_COUNTS, type Client } from '../../../contract';
import type { Random } from './random-rows';

const COMPANIES = [
  'Maju Jaya Sdn Bhd',
  'maju jaya sdn bhd',
  'ÉCOLE Tours',
  'école tours',
  'Zed_50%',
  'Tan & Sons',
];
const FIRST_NAMES = ['Ahmad', 'ahmad', 'Siti', 'Wei Ming', 'Rajesh', 'Zoë'];
const LAST_NAMES = ['Faizal', 'Tan', 'tan', 'Kumar', 'Ng_1%'];

const id = (next: Random, index: number) =>
  `${Math.floor(next() * 2 ** 32)
    .toString(16)
    .padStart(8, '0')}-0000-4000-8000-${index.toString(16).padStart(12, '0')}`;

export function clientRows(count: number, next: Random): Client[] {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  return Array.from({ length: count }, (_, index) => {
    const accountType = pick(ACCOUNT_TYPES);
    const isCorporate = accountType === 'Corporate';
    const updatedAt = pick([
      '2026-11-20T08:00:00.000Z',
      `2026-${pick(['10', '11'])}-${String(1 + Math.floor(next() * 28)).padStart(2, '0')}T0${Math.floor(next() * 10)}:00:00.000Z`,
    ]);
    return {
      id: id(next, index),
      merchantId: `00000000-0000-4000-8000-${(1 + (index % 20)).toString(16).padStart(12, '0')}`,
      accountType,
      companyName: isCorporate ? pick(COMPANIES) : null,
      employeeCount: isCorporate ? pick(EMPLOYEE_COUNTS) : null,
      title: pick(['MR', 'MS', 'NA'] as const),
      firstName: pick(FIRST_NAMES),
      lastName: pick(LAST_NAMES),
      referralCode: null,
      defaultCurrency: pick(['MYR', 'SGD']),
      bookingPccCode: null,
      logo: null,
      email: `${pick(['ahmad', 'Ahmad', 'siti_1'])}@${pick(['maju.my', 'MAJU.MY', 'gmail.com'])}`,
      phone: '012-345-6789',
      tin: null,
      identificationType: null,
      identificationNumber: null,
      sstNumber: null,
      status: pick(CLIENT_STATUSES),
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt,
      version: index + 1,
    };
  });
}
