/** The seeded merchants a test acts on: the demo merchant (merchant.admin's) and another one. */
import type { Queryable } from '../db/client';

export async function demoMerchants(db: Queryable): Promise<{ demo: string; other: string }> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT merchant_id AS id FROM users WHERE username = 'merchant.admin'`,
  );
  const demo = rows[0]?.id ?? '';
  const { rows: others } = await db.query<{ id: string }>(
    'SELECT id FROM merchants WHERE id <> $1 ORDER BY id LIMIT 1',
    [demo],
  );
  return { demo, other: others[0]?.id ?? '' };
}
