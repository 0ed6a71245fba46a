/**
 * `GET <Area>/<file>/{id}` (a top-up's slip, a client's logo, a case's attachment): the bytes of the
 * file a row names, with the type sniffed when it was stored, in the row's scope (another
 * merchant's row is 404, like every get by id). `nosniff` keeps a browser from reading the bytes as
 * anything else; inline so an image or PDF opens in place; never stored by the browser, so a slip
 * does not outlive the session in its cache (docs/security.md, Hardening).
 */
import type { Context } from 'hono';
import { FILE_EXTENSIONS, nameForType } from '../../../src/contract';
import type { SniffedType, StoredFile } from '../../../src/contract';
import { ApiError } from '../api-error';
import type { AppBindings, AppDeps } from '../context';
import type { Resource } from '../entity-list/resource';
import { findRow } from '../entity-list/find-row';
import { merchantScope } from '../scope';
import { readStoredFile } from './stored-files';

/** A file stored before names followed types is still sent under its type's extension. */
const sentName = (file: { type: string; name: string }) =>
  Object.hasOwn(FILE_EXTENSIONS, file.type) ? nameForType(file.name, file.type as SniffedType) : file.name;

export function storedFileHandler<Row>(
  { db }: AppDeps,
  resource: Resource,
  fileOf: (row: Row) => StoredFile | null,
) {
  return async (c: Context<AppBindings>) => {
    const row = await findRow<Row>(db, resource, c.req.param('id') ?? '', merchantScope(c.get('user')));
    const stored = row ? fileOf(row) : null;
    const file = stored ? await readStoredFile(db, stored.id) : null;
    if (!file) throw new ApiError(404, 'error.notFound');
    return c.body(file.bytes, 200, {
      'Content-Type': file.type,
      'Content-Length': String(file.bytes.byteLength),
      'Content-Disposition': `inline; filename*=UTF-8''${encodeURIComponent(sentName(file))}`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  };
}
