/**
 * GET /Credit/slip/{id} (the TOP-UP's id): the slip's bytes with the type sniffed when it was
 * stored, in the top-up's scope (another merchant's is 404). `nosniff` keeps a browser from
 * reading the bytes as anything else; inline so an image or PDF opens in place.
 */
import type { Context } from 'hono';
import type { TopUp } from '../../../src/contract';
import { ApiError } from '../../lib/api-error';
import type { AppBindings, AppDeps } from '../../lib/context';
import { findRow } from '../../lib/entity-list/find-row';
import { readStoredFile } from '../../lib/files/stored-files';
import { merchantScope } from '../../lib/scope';
import { topUpResource } from '../../resources/top-ups';

export function getSlip({ db }: AppDeps) {
  return async (c: Context<AppBindings>) => {
    const topUp = await findRow<TopUp>(
      db,
      topUpResource,
      c.req.param('id') ?? '',
      merchantScope(c.get('user')),
    );
    const file = topUp?.slip ? await readStoredFile(db, topUp.slip.id) : null;
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
