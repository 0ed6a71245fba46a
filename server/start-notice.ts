/**
 * What the server says on the console once it is ready, about the accounts it holds
 * (docs/security.md, "Demo and production starts"): a demo says so loudly with its public
 * password; a deployment with no user yet says how to create the first Super Admin.
 */
import type { Queryable } from './db/client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed/demo';

export type StartState = {
  /** The environment's demo mode (SEED_DEMO, else no DATABASE_URL). */
  demo: boolean;
  /** The database holds the four demo accounts. */
  hasDemoAccounts: boolean;
  userCount: number;
};

const RULE = '='.repeat(78);

export function startNotice({ demo, hasDemoAccounts, userCount }: StartState): string[] {
  if (hasDemoAccounts) {
    return [
      RULE,
      demo
        ? '  DEMO: this server holds demo data and accounts whose password is public.'
        : '  WARNING: the demo accounts, whose password is public, exist in this database.',
      '  Anyone who can reach it signs in as these accounts. Never put real data here.',
      `  Demo accounts (password ${DEMO_PASSWORD}):`,
      ...DEMO_ACCOUNTS.map((account) => `    ${account.username.padEnd(15)} ${account.description}`),
      '  For a real deployment start on an empty database with SEED_DEMO=0 (the default',
      '  with DATABASE_URL) and create the first Super Admin with `npm run create-admin`.',
      RULE,
    ];
  }
  if (userCount === 0) {
    return [
      'No user exists yet. Create the first Super Admin with `npm run create-admin`',
      '(see docs/operations.md, "A production start").',
    ];
  }
  return [];
}

/** Reads what `startNotice` needs from the database. */
export async function readStartState(db: Queryable, demo: boolean): Promise<StartState> {
  const { rows } = await db.query<{ users: number; demo_accounts: number }>(
    `SELECT count(*)::int AS users, count(*) FILTER (WHERE username = ANY($1::text[]))::int AS demo_accounts
     FROM users`,
    [DEMO_ACCOUNTS.map((account) => account.username)],
  );
  return {
    demo,
    hasDemoAccounts: rows[0]?.demo_accounts === DEMO_ACCOUNTS.length,
    userCount: rows[0]?.users ?? 0,
  };
}
