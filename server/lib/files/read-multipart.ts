/**
 * Reading a `multipart/form-data` call (docs/ARCHITECTURE.md, Files through the outbox): a file route sends
 * its JSON body as a `json` part and each file as its own part. The app's body limit for such a
 * route is MAX_FILE_BYTES + 64 KB (app.ts), so the whole form fits in memory.
 *
 * The idempotency fingerprint of a multipart call (`multipartFingerprint`) is its content, not its
 * bytes: a browser picks a new random boundary on every send, so the same op resent after a lost
 * answer must still be recognised as the same request.
 */
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { findUnstorableText, formatMessage } from '../../../src/contract';
import type { FieldError, MessageCode } from '../../../src/contract';
import { ApiError } from '../api-error';
import { parseInput } from '../validation';
import type * as v from 'valibot';

export const isMultipart = (c: Context) =>
  /^multipart\/form-data\b/i.test(c.req.header('Content-Type') ?? '');

/** The form (415 for another media type; 400 when its parts cannot be read). */
export async function readForm(c: Context): Promise<FormData> {
  if (!isMultipart(c)) throw new ApiError(415, 'error.unsupportedMediaType');
  try {
    return await c.req.formData();
  } catch {
    throw new ApiError(400, 'file.unreadable');
  }
}

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * The content of a form as text, for the request fingerprint: every part by name, a text part's
 * value and a file part's name, size and SHA-256 (not the type a browser claims, nor the boundary).
 */
export async function multipartFingerprint(c: Context): Promise<string> {
  const form = await readForm(c);
  const parts: [string, unknown][] = [];
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') {
      parts.push([name, value]);
    } else {
      const bytes = new Uint8Array(await value.arrayBuffer());
      parts.push([name, { file: value.name, size: bytes.byteLength, sha256: sha256Hex(bytes) }]);
    }
  }
  return JSON.stringify(parts);
}

export const fieldError = (path: string, code: MessageCode): FieldError => ({
  path,
  code,
  message: formatMessage(code),
});

/**
 * The `json` part parsed with `schema`: its field errors (paths as in a JSON body), or the value.
 * A missing part is `validation.required` at `json`; text that is no JSON, 400.
 */
export function parseJsonPart<S extends v.GenericSchema<unknown, unknown>>(
  form: FormData,
  schema: S,
): { value: v.InferOutput<S>; errors: [] } | { value: null; errors: FieldError[] } {
  const part = form.get('json');
  if (typeof part !== 'string') return { value: null, errors: [fieldError('json', 'validation.required')] };
  let body: unknown;
  try {
    body = JSON.parse(part);
  } catch {
    throw new ApiError(400, 'error.malformedJson');
  }
  try {
    return { value: parseInput(schema, body), errors: [] };
  } catch (error) {
    if (error instanceof ApiError && error.extra.errors) return { value: null, errors: error.extra.errors };
    throw error;
  }
}

/** A file's name as stored: no control or unstorable characters, at most 255 characters. */
export function storableName(name: string, fallback: string): string {
  // eslint-disable-next-line no-control-regex
  const cleaned = name.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  const safe = findUnstorableText(cleaned) === null ? cleaned : '';
  return [...safe].slice(0, 255).join('') || fallback;
}
