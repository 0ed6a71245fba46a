/**
 * Empties the credit tables of a TEST database, for tests that keep only their own fixture rows
 * (deleting bookings or merchants the ledger refers to). Entries are append-only for every role
 * (migration 012): only the table's owner can set the trigger aside, as done here for the moment
 * of the delete, which is why the app in production should not connect as the owner.
 */
import type { Queryable } from '../db/client';

export async function clearCredit(db: Queryable): Promise<void> {
  await db.exec(`ALTER TABLE credit_entries DISABLE TRIGGER credit_entries_append_only;
    DELETE FROM credit_entries;
    ALTER TABLE credit_entries ENABLE TRIGGER credit_entries_append_only;
    DELETE FROM credit_accounts; DELETE FROM top_ups; DELETE FROM stored_files;`);
}
