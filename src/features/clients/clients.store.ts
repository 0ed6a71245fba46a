/**
 * Clients as outbox ops (docs/ARCHITECTURE.md, Clients). A create or an edit is one op;
 * with a new logo it carries the logo's Blob (`files: [{ field: 'logo' }]`), written in the same
 * transaction as the optimistic row, and sent as multipart when the device is online. The row's
 * `logo` stays as it was until the server's answer names the stored file (the list shows the
 * queued Blob meanwhile, client-logo.tsx). Removing a logo is `removeLogo: true` with `logo: null`.
 *
 * The `…Change` builders are pure (tested against the outbox); the exported actions queue them.
 */
import type { Client, ClientCreate, ClientField, ClientStatus } from '../../contract';
import type { PreparedFile } from '../../lib/files/prepare-file';
import { enqueue, rowChange, type NewChange } from '../../lib/sync';

export const CLIENT_PATHS = {
  create: '/Client/create',
  update: '/Client/update',
  status: '/Client/status/update',
} as const;

/** The multipart part that carries the logo (the server's LOGO_FIELD). */
export const LOGO_FIELD = 'logo';

type ClientRow = Pick<Client, 'id' | 'version'>;

const withoutMerchant = ({ merchantId: _named, ...fields }: ClientCreate) => fields;

/** What happens to the logo with this change: nothing, a new image, or its removal. */
export type LogoChange = { kind: 'keep' } | { kind: 'replace'; file: PreparedFile } | { kind: 'remove' };

const logoFiles = (logo: LogoChange): Pick<NewChange, 'files'> =>
  logo.kind === 'replace'
    ? {
        files: [
          {
            field: LOGO_FIELD,
            name: logo.file.name,
            type: logo.file.type,
            size: logo.file.size,
            blob: logo.file.blob,
            thumbnail: logo.file.thumbnail,
          },
        ],
      }
    : {};

/**
 * A new client under the device's uuid (`body.id`). `merchantId` is the caller's own merchant or
 * the one staff chose; the body names it only for staff, as the server expects.
 */
export function createClientChange(
  body: ClientCreate,
  merchantId: string,
  logo: PreparedFile | null,
  isStaff: boolean,
  now = new Date(),
): NewChange {
  const stamp = now.toISOString();
  const fields = withoutMerchant(body);
  const row: Omit<Client, 'version'> = {
    ...fields,
    merchantId,
    logo: null,
    createdAt: stamp,
    updatedAt: stamp,
  };
  return {
    entity: 'clients',
    entityId: body.id,
    baseVersion: 0,
    create: true,
    patch: row,
    request: {
      method: 'POST',
      path: CLIENT_PATHS.create,
      body: isStaff ? { ...fields, merchantId } : fields,
    },
    ...logoFiles(logo ? { kind: 'replace', file: logo } : { kind: 'keep' }),
  };
}

/** Only the changed fields (and the logo's fate), on the row's version: merged field by field. */
export function updateClientChange(
  row: ClientRow,
  changes: Partial<Record<ClientField, unknown>>,
  logo: LogoChange,
  now = new Date(),
): NewChange {
  const removes = logo.kind === 'remove';
  return {
    entity: 'clients',
    entityId: row.id,
    baseVersion: row.version,
    patch: { ...changes, ...(removes ? { logo: null } : {}), updatedAt: now.toISOString() },
    request: {
      method: 'POST',
      path: CLIENT_PATHS.update,
      body: { id: row.id, baseVersion: row.version, ...changes, ...(removes ? { removeLogo: true } : {}) },
    },
    ...logoFiles(logo),
  };
}

/** Activate or deactivate, after the screen's confirmation. */
export const clientStatusChange = (row: ClientRow, status: ClientStatus, now = new Date()): NewChange =>
  rowChange('clients', row, CLIENT_PATHS.status, { status }, { updatedAt: now.toISOString() });

export const createClient = (
  body: ClientCreate,
  merchantId: string,
  logo: PreparedFile | null,
  isStaff: boolean,
) => enqueue(createClientChange(body, merchantId, logo, isStaff));

export const updateClient = (
  row: ClientRow,
  changes: Partial<Record<ClientField, unknown>>,
  logo: LogoChange,
) => enqueue(updateClientChange(row, changes, logo));

export const changeClientStatus = (row: ClientRow, status: ClientStatus) =>
  enqueue(clientStatusChange(row, status));
