/**
 * GET /Client/logo/{id} (the CLIENT's id): the logo's bytes with the type sniffed when it was
 * stored, in the client's scope (another merchant's is 404). Like GET Credit/slip: `nosniff`,
 * inline, and cached privately for an hour (a new logo is a new file, and the row names its id,
 * so the list asks with `?v=<file id>` and never shows a stale one).
 */
import type { Context } from 'hono';
import type { Client } from '../../../src/contract';
import { ApiError } from '../../lib/api-error';
import type { AppBindings, AppDeps } from '../../lib/context';
import { findRow } from '../../lib/entity-list/find-row';
import { readStoredFile } from '../../lib/files/stored-files';
import { merchantScope } from '../../lib/scope';
import { clientResource } from '../../resources/clients';

export function getLogo({ db }: AppDeps) {
  return async (c: Context<AppBindings>) => {
    const client = await findRow<Client>(
      db,
      clientResource,
      c.req.param('id') ?? '',
      merchantScope(c.get('user')),
    );
    const file = client?.logo ? await readStoredFile(db, client.logo.id) : null;
    if (!file) throw new ApiError(404, 'error.notFound');
    return c.body(file.bytes, 200, {
      'Content-Type': file.type,
      'Content-Length': String(file.bytes.byteLength),
      'Content-Disposition': `inline; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      'Cache-Control': 'private, max-age=3600',
      'X-Content-Type-Options': 'nosniff',
    });
  };
}
