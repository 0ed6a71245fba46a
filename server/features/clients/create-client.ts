/**
 * POST /Client/create: a new client under the id the device made (a uuid), so a create made
 * offline is replayed as it is. JSON, or multipart with a `logo` part (client-write.ts). A merchant
 * role's client belongs to its merchant; staff name the merchant. One transaction (`mutation`): the
 * logo's bytes and the client commit together. The same id again with the same fields answers the
 * client as it is (a replay that lost its key); anything else under that id is 409.
 */
import type { Context } from 'hono';
import { CLIENT_FIELD_NAMES, ClientCreateSchema } from '../../../src/contract';
import type { Client, ClientCreate, FieldError } from '../../../src/contract';
import { ApiError } from '../../lib/api-error';
import type { AppBindings } from '../../lib/context';
import { ok } from '../../lib/envelope';
import { storeFile } from '../../lib/files/stored-files';
import { CLIENT_COLUMNS } from '../../resources/clients';
import { auditClient, lockClient, logoSummary, merchantOfNewClient, readClientBody } from './client-write';

/** referralCode -> referral_code: the table's columns are the contract's names in snake case. */
export const columnOf = (field: string) => field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

const sameFields = (client: Client, input: ClientCreate, merchantId: string) =>
  client.merchantId === merchantId &&
  client.status === input.status &&
  CLIENT_FIELD_NAMES.every((field) => (client[field] ?? null) === (input[field] ?? null));

/** The client already under the id: the same fields answer it as it is (a replay), others are 409. */
async function answerTaken(c: Context<AppBindings>, input: ClientCreate, merchant: string) {
  const existing = await lockClient(c, input.id);
  if (!existing || !sameFields(existing, input, merchant)) throw new ApiError(409, 'client.alreadyExists');
  return ok(c, existing, 'client.created');
}

export function createClient() {
  return async (c: Context<AppBindings>) => {
    const { input, logo } = await readClientBody(c, ClientCreateSchema);
    const merchant = await merchantOfNewClient(c, input.merchantId);
    if (typeof merchant !== 'string') {
      const errors: FieldError[] = [merchant];
      throw new ApiError(422, 'error.validation', { errors });
    }
    const db = c.get('db');
    const user = c.get('user');
    // A logo is stored only under a new id, so with one the id is looked up first; without one the
    // insert itself finds out (an import's rows are a statement fewer each).
    if (logo) {
      const { rows: taken } = await db.query('SELECT 1 FROM clients WHERE id = $1', [input.id]);
      if (taken.length > 0) return answerTaken(c, input, merchant);
    }
    const stored = logo ? await storeFile(db, logo, user.userID) : null;
    const columns = [
      'id',
      'merchant_id',
      ...CLIENT_FIELD_NAMES.map(columnOf),
      'status',
      'logo_file_id',
      'created_by',
    ];
    const values = [
      input.id,
      merchant,
      ...CLIENT_FIELD_NAMES.map((field) => input[field]),
      input.status,
      stored?.id ?? null,
      user.userID,
    ];
    // The insert answers the new client as the contract's Client, in one statement. Two ops racing
    // with one id: the later waits for the first and inserts nothing, then answers as for a taken
    // id, or (with a logo, which its transaction then rolls back) 409. Never a unique violation's 500.
    const { rows: inserted } = await db.query<Client>(
      `WITH c AS (
         INSERT INTO clients (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})
         ON CONFLICT (id) DO NOTHING RETURNING *)
       SELECT ${CLIENT_COLUMNS} FROM c LEFT JOIN stored_files f ON f.id = c.logo_file_id`,
      values,
    );
    const client = inserted[0];
    if (!client) {
      if (stored) throw new ApiError(409, 'client.alreadyExists');
      return answerTaken(c, input, merchant);
    }
    await auditClient(c, 'client.create', input.id, {
      merchantId: merchant,
      fields: Object.fromEntries(CLIENT_FIELD_NAMES.map((field) => [field, input[field]])),
      status: input.status,
      logo: logoSummary(logo, stored?.id ?? null),
    });
    return ok(c, client, 'client.created');
  };
}
