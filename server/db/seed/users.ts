import { createPerson, mobileNumber, nricNumber, slug } from './people';
import { createRng } from './prng';
import type { Rng } from './prng';

export type UserRow = {
  id: string;
  username: string;
  password_hash: string;
  salutation: string;
  first_name: string;
  last_name: string;
  id_type: string;
  id_number: string;
  email: string;
  mobile_number: string;
  role_id: string;
  level: 'Maker' | 'Checker';
  merchant_id: string | null;
  status: string;
  failed_attempts: number;
  /** When they set their password: never for a new (N) user (migration 007). */
  password_set_at: string | null;
  created_at: string;
  updated_at: string;
};

export type SeedRoles = { superAdmin: string; merchantAdmin: string; merchantUser: string };

export type UserOptions = {
  count: number;
  seed: number;
  /** Start of the running number that keeps usernames unique across seed runs. */
  offset?: number;
  merchantIds: readonly string[];
  roles: SeedRoles;
  passwordHash: string;
};

/**
 * Mostly active; a few in each other state of docs/product.md, User statuses, so every sign-in message can be
 * seen.
 */
function pickStatus(rng: Rng): { status: string; failed_attempts: number } {
  const roll = rng.next();
  if (roll < 0.85) return { status: 'A', failed_attempts: 0 };
  if (roll < 0.89) return { status: 'N', failed_attempts: 0 };
  if (roll < 0.92) return { status: 'D', failed_attempts: 0 };
  if (roll < 0.94) return { status: 'X', failed_attempts: 0 };
  if (roll < 0.97) return { status: 'L', failed_attempts: 3 };
  return { status: 'R', failed_attempts: 0 };
}

/**
 * About 5% staff (no merchant); the rest belong to merchants, the first user of each merchant
 * being its Merchant Admin so every merchant has one.
 */
export function generateUsers(options: UserOptions): UserRow[] {
  const { count, seed, offset = 0, merchantIds, roles, passwordHash } = options;
  const rng = createRng(seed);
  const staffCount = merchantIds.length === 0 ? count : Math.max(1, Math.round(count * 0.05));
  const rows: UserRow[] = [];
  for (let i = 0; i < count; i++) {
    const person = createPerson(rng);
    const isStaff = i < staffCount;
    const merchantIndex = i - staffCount;
    const merchantId = isStaff
      ? null
      : merchantIndex < merchantIds.length
        ? (merchantIds[merchantIndex] ?? null)
        : rng.pick(merchantIds);
    const roleId = isStaff
      ? roles.superAdmin
      : merchantIndex < merchantIds.length || rng.chance(0.2)
        ? roles.merchantAdmin
        : roles.merchantUser;
    const handle = `${slug(person.firstName)}.${slug(person.lastName)}`;
    const created = new Date(Date.UTC(2023, 3, 1) + rng.int(0, 800) * 86_400_000);
    const isPassport = rng.chance(0.08);
    const row: Omit<UserRow, 'password_set_at'> = {
      id: rng.uuid(),
      username: `${handle}${offset + i + 1}`,
      password_hash: passwordHash,
      salutation: person.salutation,
      first_name: person.firstName,
      last_name: person.lastName,
      id_type: isPassport ? 'Passport' : 'NRIC',
      id_number: isPassport ? `A${rng.digits(8)}` : nricNumber(rng, person),
      email: `${handle}${rng.int(1, 99)}@${isStaff ? 'backoffice.com.my' : rng.pick(['gmail.com', 'yahoo.com.my', 'outlook.com', 'hotmail.my'])}`,
      mobile_number: mobileNumber(rng),
      role_id: roleId,
      level: rng.chance(0.6) ? 'Maker' : 'Checker',
      merchant_id: merchantId,
      ...pickStatus(rng),
      created_at: created.toISOString(),
      updated_at: new Date(created.getTime() + rng.int(0, 90) * 86_400_000).toISOString(),
    };
    rows.push({ ...row, password_set_at: row.status === 'N' ? null : row.updated_at });
  }
  return rows;
}
