import type { SessionUser } from '../../src/contract';

/** Matches no merchant: a merchant-type user without a merchant sees no merchant's rows. */
const NO_MERCHANT = '00000000-0000-0000-0000-000000000000';

/**
 * The merchant whose rows a user may see, or null for every merchant (staff). Lists, get by id,
 * the dropdown and the sync pull all scope through this, so they always agree.
 */
export function merchantScope(user: SessionUser): string | null {
  if (user.userType === 'staff') return null;
  return user.merchantId ?? NO_MERCHANT;
}

/** A syntactically valid uuid (any version); anything else can never name a row. */
export const isUuid = (value: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
