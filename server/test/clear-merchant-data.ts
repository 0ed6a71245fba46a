/**
 * Empties what refers to merchants and bookings in a TEST database (cases, markups, clients, the
 * credit tables and their stored files), for tests that keep only their own fixture rows. Entries
 * are append-only for every role (migration 012): only the table's owner can set the trigger aside,
 * as done here for the moment of the delete, which is why the app in production should not connect
 * as the owner.
 */
import type { Queryable } from '../db/client';

export async function clearMerchantData(db: Queryable): Promise<void> {
  await db.exec(`DELETE FROM cases; DELETE FROM markups; DELETE FROM clients;
    ALTER TABLE credit_entries DISABLE TRIGGER credit_entries_append_only;
    DELETE FROM credit_entries;
    ALTER TABLE credit_entries ENABLE TRIGGER credit_entries_append_only;
    DELETE FROM credit_accounts; DELETE FROM top_ups; DELETE FROM stored_files;`);
}
