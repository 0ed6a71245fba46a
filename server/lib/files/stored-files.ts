/**
 * Files the portal stores (bank-in slips now): checked by their bytes, hashed, and kept in
 * PostgreSQL (`stored_files`, bytea) in the caller's transaction, so a file and the row that
 * refers to it commit or roll back together: no orphan file, no row without its file, one backup
 * holds both, and every server process reads them with no shared disk (docs/ARCHITECTURE.md,
 * Credit).
 */
import { randomUUID } from 'node:crypto';
import { fileBlock, nameForType, sniffFileType, SNIFF_BYTES } from '../../../src/contract';
import type { FieldError, SniffedType, StoredFile } from '../../../src/contract';
import type { Queryable } from '../../db/client';
import { fieldError, sha256Hex, storableName } from './read-multipart';

export type CheckedFile = {
  name: string;
  type: SniffedType;
  size: number;
  sha256: string;
  bytes: Uint8Array;
};

/**
 * The form's file at `path`, checked against `allowed` by its first bytes: a field error
 * (`missingCode` when there is none, or the `file.*` refusal of `fileBlock`) or the checked file.
 */
export async function checkFilePart(
  form: FormData,
  path: string,
  allowed: readonly SniffedType[],
  missingCode: FieldError['code'],
): Promise<{ file: CheckedFile; error: null } | { file: null; error: FieldError }> {
  const part = form.get(path);
  if (part === null || typeof part === 'string') return { file: null, error: fieldError(path, missingCode) };
  const bytes = new Uint8Array(await part.arrayBuffer());
  const type = sniffFileType(bytes.subarray(0, SNIFF_BYTES));
  const block = fileBlock(type, bytes.byteLength, allowed);
  if (block !== null || type === null) {
    return { file: null, error: fieldError(path, block ?? 'file.typeNotAllowed') };
  }
  // Named by what its bytes are, not by what it was called (docs/security.md, Hardening).
  const name = nameForType(storableName(part.name, 'file'), type);
  return { file: { name, type, size: bytes.byteLength, sha256: sha256Hex(bytes), bytes }, error: null };
}

/** Stores `file` in the caller's transaction; answers what a row knows of it. */
export async function storeFile(db: Queryable, file: CheckedFile, createdBy: string): Promise<StoredFile> {
  const id = randomUUID();
  await db.query(
    `INSERT INTO stored_files (id, sha256, type, size, name, bytes, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [id, file.sha256, file.type, file.size, file.name, Buffer.from(file.bytes), createdBy],
  );
  return { id, name: file.name, type: file.type, size: file.size, sha256: file.sha256 };
}

/** A stored file's type, name and bytes, or null. */
export async function readStoredFile(
  db: Queryable,
  id: string,
): Promise<{ type: string; name: string; bytes: Uint8Array<ArrayBuffer> } | null> {
  const { rows } = await db.query<{ type: string; name: string; bytes: Uint8Array }>(
    'SELECT type, name, bytes FROM stored_files WHERE id = $1',
    [id],
  );
  const row = rows[0];
  return row ? { type: row.type, name: row.name, bytes: new Uint8Array(row.bytes) } : null;
}
