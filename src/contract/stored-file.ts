/**
 * A stored file as rows carry it: bank-in slips, client logos, case attachments (docs/ARCHITECTURE.md,
 * Files through the outbox). The bytes stay on the server; a row knows their id, name, sniffed type,
 * size and digest.
 */
import * as v from 'valibot';
import { uuidText, wholeNumber } from './fields';

/** What a row knows of its stored file; the bytes come from `GET <area>/…/{id}`. */
export const StoredFileSchema = v.object({
  id: uuidText,
  name: v.string(),
  /** The type sniffed from the bytes by the server (`file-type.ts`), never the name's. */
  type: v.string(),
  size: wholeNumber,
  sha256: v.string(),
});
export type StoredFile = v.InferOutput<typeof StoredFileSchema>;
