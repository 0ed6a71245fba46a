/**
 * Documents grouped into submissions within MyInvois's limits (docs/e-invoicing.md, Submission
 * limits): at most 100 documents and 5 MB per submission, each document at most 300 KB. Sizes are
 * of the submission as sent: each document base64-encoded inside its JSON entry with its hash.
 * In order, greedily: a document never moves ahead of one issued before it.
 */
import { MAX_DOCUMENT_BYTES, MAX_DOCUMENTS_PER_SUBMISSION, MAX_SUBMISSION_BYTES } from './codes';

/** `{"format":"JSON","document":"…","documentHash":"<64 hex>","codeNumber":"…"},` around each document. */
const ENTRY_OVERHEAD_BYTES = 160;
/** `{"documents":[` … `]}` */
const ENVELOPE_BYTES = 20;

export const base64Bytes = (bytes: number) => 4 * Math.ceil(bytes / 3);
export const submittedEntryBytes = (documentBytes: number, codeNumber: string) =>
  base64Bytes(documentBytes) + ENTRY_OVERHEAD_BYTES + new TextEncoder().encode(codeNumber).length;

export type BatchPlan<T> = { batches: T[][]; oversized: T[] };

export function planSubmissions<T extends { bytes: number; codeNumber: string }>(
  documents: readonly T[],
): BatchPlan<T> {
  const batches: T[][] = [];
  const oversized: T[] = [];
  let batch: T[] = [];
  let batchBytes = ENVELOPE_BYTES;
  for (const document of documents) {
    if (document.bytes > MAX_DOCUMENT_BYTES) {
      oversized.push(document);
      continue;
    }
    const entryBytes = submittedEntryBytes(document.bytes, document.codeNumber);
    if (batch.length === MAX_DOCUMENTS_PER_SUBMISSION || batchBytes + entryBytes > MAX_SUBMISSION_BYTES) {
      batches.push(batch);
      batch = [];
      batchBytes = ENVELOPE_BYTES;
    }
    batch.push(document);
    batchBytes += entryBytes;
  }
  if (batch.length > 0) batches.push(batch);
  return { batches, oversized };
}
