/**
 * Shared pieces of the client writes (docs/ARCHITECTURE.md, Clients): the body as JSON or as
 * `multipart/form-data` (a `json` part and an optional `logo` part, an image checked by its bytes),
 * the client locked in the caller's scope, the merchant a new client belongs to, and the audit.
 */
import type { Context } from 'hono';
import { IMAGE_TYPES } from '../../../src/contract';
import type { Client, FieldError } from '../../../src/contract';
import type * as v from 'valibot';
import { ApiError } from '../../lib/api-error';
import { recordAudit } from '../../lib/audit';
import type { AppBindings } from '../../lib/context';
import { findRow } from '../../lib/entity-list/find-row';
import { fieldError, isMultipart, parseJsonPart, readForm } from '../../lib/files/read-multipart';
import { checkFilePart, type CheckedFile } from '../../lib/files/stored-files';
import { merchantScope } from '../../lib/scope';
import { fileBody, inputOf } from '../../lib/route-input';
import { clientResource } from '../../resources/clients';

/** The multipart part that carries a client's logo. */
export const LOGO_FIELD = 'logo';

/** A client's body: JSON, or multipart with it as the `json` part and an optional logo. */
export const clientBody = <S extends v.GenericSchema<unknown, unknown>>(schema: S) =>
  fileBody(schema, {
    files: [{ name: LOGO_FIELD, required: false, description: 'A JPEG, PNG or WebP image.' }],
    alsoJson: true,
  });

const validationError = (errors: FieldError[]) => {
  const only = errors.length === 1 ? errors[0] : undefined;
  const code = only && only.path === LOGO_FIELD ? only.code : 'error.validation';
  return new ApiError(422, code, { errors });
};

/**
 * The body parsed with `schema`, and the logo when the call is multipart and has one. Field errors
 * of the JSON and of the logo answer together (422; the logo's at `logo`). A logo that is no
 * JPEG, PNG or WebP image by its bytes is `client.logoType` (a PDF is a fine slip, not a logo).
 */
export async function readClientBody<S extends v.GenericSchema<unknown, unknown>>(
  c: Context<AppBindings>,
  schema: S,
): Promise<{ input: v.InferOutput<S>; logo: CheckedFile | null }> {
  if (!isMultipart(c)) return { input: inputOf(c, schema), logo: null };
  const form = await readForm(c);
  const json = parseJsonPart(form, schema);
  const errors: FieldError[] = [...json.errors];
  let logo: CheckedFile | null = null;
  if (form.has(LOGO_FIELD)) {
    const checked = await checkFilePart(form, LOGO_FIELD, IMAGE_TYPES, 'validation.required');
    if (checked.error) {
      const code = checked.error.code === 'file.typeNotAllowed' ? 'client.logoType' : checked.error.code;
      errors.push(fieldError(LOGO_FIELD, code));
    } else {
      logo = checked.file;
    }
  }
  if (errors.length > 0 || json.value === null) throw validationError(errors);
  return { input: json.value, logo };
}

/** The client in the caller's scope (another merchant's is 404), locked for the transaction. */
export async function lockClient(c: Context<AppBindings>, id: string): Promise<Client | null> {
  return findRow<Client>(c.get('db'), clientResource, id, merchantScope(c.get('user')), { forUpdate: true });
}

export async function readClient(c: Context<AppBindings>, id: string): Promise<Client> {
  const client = await findRow<Client>(c.get('db'), clientResource, id, null);
  if (!client) throw new ApiError(404, 'error.notFound');
  return client;
}

/**
 * The merchant a new client belongs to: a merchant role's own (naming another is 403); staff must
 * name an existing merchant (a field error otherwise).
 */
export async function merchantOfNewClient(
  c: Context<AppBindings>,
  named: string | null,
): Promise<string | FieldError> {
  const user = c.get('user');
  if (user.userType !== 'staff') {
    if (!user.merchantId || (named !== null && named !== user.merchantId)) {
      throw new ApiError(403, 'error.forbidden');
    }
    return user.merchantId;
  }
  if (named === null) return fieldError('merchantId', 'validation.required');
  const { rows } = await c.get('db').query('SELECT 1 FROM merchants WHERE id = $1', [named]);
  return rows.length > 0 ? named : fieldError('merchantId', 'validation.invalid');
}

export function auditClient(
  c: Context<AppBindings>,
  action: 'client.create' | 'client.update' | 'client.status.update',
  clientId: string,
  details: Record<string, unknown>,
) {
  return recordAudit(c.get('db'), c, {
    userId: c.get('user').userID,
    action,
    entity: 'client',
    entityId: clientId,
    details,
  });
}

/** What the audit keeps of a stored logo (never its bytes). */
export const logoSummary = (file: CheckedFile | null, id: string | null) =>
  file ? { id, type: file.type, size: file.size, sha256: file.sha256 } : null;
