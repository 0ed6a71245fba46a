/**
 * POST /Client/status/update { id, status, baseVersion? }: activate or deactivate a client of the
 * caller's scope (another merchant's is 404), after the screen's confirmation. A stale
 * baseVersion, when given, is 409 sync.conflict with the current row; the same status again is
 * answered as it is (a bulk action may include a row already there).
 */
import type { Context } from 'hono';
import { ClientStatusSchema } from '../../../src/contract';
import { ApiError } from '../../lib/api-error';
import type { AppBindings } from '../../lib/context';
import { envelope, ok } from '../../lib/envelope';
import { inputOf } from '../../lib/route-input';
import { auditClient, lockClient, readClient } from './client-write';

export function updateClientStatus() {
  return async (c: Context<AppBindings>) => {
    const input = inputOf(c, ClientStatusSchema);
    const current = await lockClient(c, input.id);
    if (!current) throw new ApiError(404, 'error.notFound');
    if (input.baseVersion !== undefined && current.version !== input.baseVersion) {
      return c.json(envelope(c, { success: false, code: 'sync.conflict', data: { current } }), 409);
    }
    if (current.status === input.status) return ok(c, current, 'client.statusUpdated');
    await c
      .get('db')
      .query(`UPDATE clients SET status = $2, updated_at = date_trunc('milliseconds', now()) WHERE id = $1`, [
        input.id,
        input.status,
      ]);
    await auditClient(c, 'client.status.update', input.id, { from: current.status, to: input.status });
    return ok(c, await readClient(c, input.id), 'client.statusUpdated');
  };
}
