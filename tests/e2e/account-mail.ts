/** Reads the mail the e2e server wrote (file transport) through its development mail API. */
import { expect, type APIRequestContext } from '@playwright/test';
import { DEMO_SIZES } from '../../server/db/seed/demo-sizes';
import { DEFAULT_SEED, subSeed } from '../../server/db/seed/seed';
import { E2E_DEMO_SIZE } from '../support/e2e-servers';
import { generateUsers } from '../../server/db/seed/users';

type Mail = { to: string; subject: string; text: string; kind: string; locale: string };

export async function newestMail(request: APIRequestContext, to: string, kind: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/mail?to=${encodeURIComponent(to)}`);
      const body = (await res.json()) as { data: Mail[] };
      found = body.data.find((mail) => mail.kind === kind);
      return Boolean(found);
    })
    .toBe(true);
  return found as Mail;
}

export function linkIn(mail: Mail): string {
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no link in: ${mail.text}`);
  return new URL(link).pathname + new URL(link).search;
}

export const otpIn = (mail: Mail) => /\b(\d{6})\b/.exec(mail.subject)?.[1] ?? '';

function seededUsers() {
  const counts = DEMO_SIZES[E2E_DEMO_SIZE];
  return generateUsers({
    count: counts.users,
    seed: subSeed(DEFAULT_SEED, 2),
    merchantIds: Array.from({ length: counts.merchants }, (_, i) => `m${i}`),
    roles: { superAdmin: 's', merchantAdmin: 'ma', merchantUser: 'mu' },
    passwordHash: '',
  });
}

/**
 * The `n`th seeded staff (or merchant) user still in status N (new). The seed is deterministic, so the e2e
 * server's database (of E2E_DEMO_SIZE) holds exactly these rows; nothing here touches that database.
 */
export function seededNewUser(
  n = 0,
  scope: 'staff' | 'merchant' = 'staff',
): { username: string; email: string } {
  const user = seededUsers().filter(
    (row) => row.status === 'N' && (row.merchant_id === null) === (scope === 'staff'),
  )[n];
  if (!user) throw new Error('no seeded new user');
  return { username: user.username, email: user.email };
}

/**
 * An active seeded user that no other spec signs in as: tests that lock an account use these, so
 * the demo accounts stay usable for the rest of the run.
 */
export function seededActiveUser(n = 0): { username: string } {
  const user = seededUsers().filter((row) => row.status === 'A')[n];
  if (!user) throw new Error('no seeded active user');
  return { username: user.username };
}
