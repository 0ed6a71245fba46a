/**
 * Versioned SQL migrations (migrations/NNN_name.sql), applied in file-name order and recorded in
 * `schema_migrations`. The caller runs this inside a transaction that holds the bootstrap lock.
 */
import { readdir, readFile } from 'node:fs/promises';
import type { Queryable } from './client';

const MIGRATIONS_DIR = new URL('./migrations/', import.meta.url);

export async function migrate(tx: Queryable): Promise<string[]> {
  await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const { rows } = await tx.query<{ name: string }>('SELECT name FROM schema_migrations');
  const applied = new Set(rows.map((row) => row.name));
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => /^\d{3}_[\w-]+\.sql$/.test(f)).sort();
  const ran: string[] = [];
  for (const file of files) {
    if (applied.has(file)) continue;
    await tx.exec(await readFile(new URL(file, MIGRATIONS_DIR), 'utf8'));
    await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
    ran.push(file);
  }
  return ran;
}
