/** The demo merchant and the four demo accounts printed on start (all with DEMO_PASSWORD). */
import { randomBytes } from 'node:crypto';
import { hashPassword } from '../../lib/passwords';
import type { Queryable } from '../client';
import { insertRows, MERCHANT_COLUMNS, USER_COLUMNS } from './insert-rows';
import { generateMerchants } from './merchants';
import { createRng } from './prng';
import type { SeedRoles, UserRow } from './users';

export const DEMO_PASSWORD = 'Demo@12345';

export const DEMO_ACCOUNTS = [
  { username: 'admin', description: 'staff, Super Admin, Checker' },
  { username: 'maker', description: 'staff, Super Admin, Maker' },
  { username: 'merchant.admin', description: 'Merchant Admin of Demo Travel & Tours Sdn Bhd' },
  { username: 'merchant.user', description: 'Merchant User of Demo Travel & Tours Sdn Bhd' },
] as const;

/**
 * A real argon2 hash of 32 random bytes that are thrown away: the generated people of the demo
 * data fill the lists and go through every status, but no password opens them (the sign-in spends
 * the same time on them as on anyone).
 */
export function hashOfNoPassword(): Promise<string> {
  return hashPassword(randomBytes(32).toString('base64url'));
}

type DemoUser = Pick<
  UserRow,
  'username' | 'salutation' | 'first_name' | 'last_name' | 'email' | 'mobile_number' | 'level' | 'id_number'
> & {
  role: keyof SeedRoles;
  merchant: boolean;
};

const DEMO_USERS: DemoUser[] = [
  {
    username: 'admin',
    salutation: 'MS',
    first_name: 'Aisyah',
    last_name: 'Rahman',
    email: 'aisyah.rahman@backoffice.com.my',
    mobile_number: '012-345-6789',
    level: 'Checker',
    id_number: '900215-14-5678',
    role: 'superAdmin',
    merchant: false,
  },
  {
    username: 'maker',
    salutation: 'MR',
    first_name: 'Wei Ming',
    last_name: 'Tan',
    email: 'weiming.tan@backoffice.com.my',
    mobile_number: '016-228-4410',
    level: 'Maker',
    id_number: '880703-10-5121',
    role: 'superAdmin',
    merchant: false,
  },
  {
    username: 'merchant.admin',
    salutation: 'MDM',
    first_name: 'Kavitha',
    last_name: 'Subramaniam',
    email: 'kavitha@demotravel.com.my',
    mobile_number: '019-310-7742',
    level: 'Checker',
    id_number: '850411-08-6234',
    role: 'merchantAdmin',
    merchant: true,
  },
  {
    username: 'merchant.user',
    salutation: 'MR',
    first_name: 'Amirul',
    last_name: 'Hakim',
    email: 'amirul@demotravel.com.my',
    mobile_number: '013-882-1905',
    level: 'Maker',
    id_number: '950923-01-5587',
    role: 'merchantUser',
    merchant: true,
  },
];

export async function seedDemo(
  db: Queryable,
  roles: SeedRoles,
  passwordHash: string,
  seed: number,
): Promise<string> {
  const rng = createRng(seed);
  const [base] = generateMerchants({ count: 1, seed });
  if (!base) throw new Error('demo merchant not generated');
  const merchant = {
    ...base,
    id: rng.uuid(),
    merchant_name: 'Demo Travel & Tours Sdn Bhd',
    trading_name: 'Demo Travel & Tours',
    business_type: 'Private Limited Company',
    person_in_charge: 'Kavitha Subramaniam',
    email: 'info@demotravel.com.my',
    contact_number: '019-310-7742',
    office_phone: '03-2161-8800',
    address: 'Level 12, Menara Demo, Jalan Sultan Ismail',
    postcode: '50250',
    city: 'Kuala Lumpur',
    state: 'Wilayah Persekutuan Kuala Lumpur',
    status: 'Active',
    submission_status: 'Submitted',
    approval_status: 'Approved',
    // A company with its own TIN: its invoices go to MyInvois one by one (docs/e-invoicing.md).
    tin: 'C20880048010',
    identification_type: 'BRN' as const,
    identification_number: '201801034567',
  };
  await insertRows(db, 'merchants', MERCHANT_COLUMNS, [merchant]);
  const now = new Date(Date.UTC(2025, 0, 2)).toISOString();
  const users: UserRow[] = DEMO_USERS.map(({ role, merchant: isMerchant, ...user }) => ({
    ...user,
    id: rng.uuid(),
    password_hash: passwordHash,
    id_type: 'NRIC',
    role_id: roles[role],
    merchant_id: isMerchant ? merchant.id : null,
    status: 'A',
    failed_attempts: 0,
    password_set_at: now,
    created_at: now,
    updated_at: now,
  }));
  await insertRows(db, 'users', USER_COLUMNS, users);
  return merchant.id;
}
