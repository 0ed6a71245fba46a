/**
 * GET /Case/attachment/{id} (the CASE's id): the attachment's bytes with the type sniffed when it
 * was stored, in the case's scope (another merchant's is 404); served like a top-up's slip.
 */
import type { Context } from 'hono';
import type { Case } from '../../../src/contract';
import { ApiError } from '../../lib/api-error';
import type { AppBindings, AppDeps } from '../../lib/context';
import { findRow } from '../../lib/entity-list/find-row';
import { readStoredFile } from '../../lib/files/stored-files';
import { merchantScope } from '../../lib/scope';
import { caseResource } from '../../resources/cases';

export function getAttachment({ db }: AppDeps) {
  return async (c: Context<AppBindings>) => {
    const row = await findRow<Case>(db, caseResource, c.req.param('id') ?? '', merchantScope(c.get('user')));
    const file = row?.attachment ? await readStoredFile(db, row.attachment.id) : null;
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
