/**
 * POST /Client/update { id, baseVersion, ...changed fields, removeLogo? }: JSON, or multipart with
 * a new `logo` part. The client is locked in the caller's scope (another merchant's is 404); a
 * stale baseVersion is 409 sync.conflict with the current row, so the device merges field by
 * field. The account-type rule is checked on the row as it would become (client-rules.ts): a
 * switch to Individual clears the company fields; a corporate client without them is 422.
 */
import type { Context } from 'hono';
import {
  applyAccountType,
  CLIENT_FIELD_NAMES,
  ClientUpdateSchema,
  missingForAccountType,
} from '../../../src/contract';
import type { Client, ClientField } from '../../../src/contract';
import { ApiError } from '../../lib/api-error';
import type { AppBindings } from '../../lib/context';
import { envelope, ok } from '../../lib/envelope';
import { fieldError } from '../../lib/files/read-multipart';
import { storeFile } from '../../lib/files/stored-files';
import { auditClient, lockClient, logoSummary, readClient, readClientBody } from './client-write';
import { columnOf } from './create-client';
import { assertBuyerIdentity } from '../../lib/buyer-identity-check';

export function updateClient() {
  return async (c: Context<AppBindings>) => {
    const { input, logo } = await readClientBody(c, ClientUpdateSchema);
    const db = c.get('db');
    const current = await lockClient(c, input.id);
    if (!current) throw new ApiError(404, 'error.notFound');
    if (current.version !== input.baseVersion) {
      return c.json(envelope(c, { success: false, code: 'sync.conflict', data: { current } }), 409);
    }
    assertBuyerIdentity(current, input);
    const given = Object.fromEntries(
      CLIENT_FIELD_NAMES.filter((field) => input[field] !== undefined).map((field) => [field, input[field]]),
    );
    const next = applyAccountType({ ...current, ...given } as Client);
    const missing = missingForAccountType(next);
    if (missing.length > 0) {
      throw new ApiError(422, 'error.validation', {
        errors: missing.map((field) => fieldError(field, 'validation.required')),
      });
    }
    const changes: Partial<Record<ClientField, { from: unknown; to: unknown }>> = {};
    for (const field of CLIENT_FIELD_NAMES) {
      if ((current[field] ?? null) !== (next[field] ?? null))
        changes[field] = { from: current[field], to: next[field] };
    }
    const dropsLogo = input.removeLogo && logo === null && current.logo !== null;
    if (Object.keys(changes).length === 0 && logo === null && !dropsLogo)
      return ok(c, current, 'client.updated');

    const stored = logo ? await storeFile(db, logo, c.get('user').userID) : null;
    const values: unknown[] = [input.id];
    const sets = (Object.keys(changes) as ClientField[]).map((field) => {
      values.push(next[field]);
      return `${columnOf(field)} = $${values.length}`;
    });
    if (stored || dropsLogo) {
      values.push(stored?.id ?? null);
      sets.push(`logo_file_id = $${values.length}`);
    }
    sets.push("updated_at = date_trunc('milliseconds', now())");
    await db.query(`UPDATE clients SET ${sets.join(', ')} WHERE id = $1`, values);
    await auditClient(c, 'client.update', input.id, {
      changes,
      logo: stored ? logoSummary(logo, stored.id) : dropsLogo ? { removed: current.logo?.id } : undefined,
    });
    return ok(c, await readClient(c, input.id), 'client.updated');
  };
}
