/**
 * The simulator's submit call (docs/e-invoicing.md, Submission limits and Duplicates): at most 100
 * documents, each at most 300 KB and carrying the SHA-256 of its text, the submission at most 5 MB;
 * the same submission again within 10 minutes is refused, and so is a document already received
 * in that time. Accepted documents are validated at once (`validate-document.ts`).
 */
import { createHash } from 'node:crypto';
import {
  MAX_DOCUMENT_BYTES,
  MAX_DOCUMENTS_PER_SUBMISSION,
  MAX_SUBMISSION_BYTES,
} from '../../../src/contract/e-invoice/codes';
import { errorBody, simulatorError, type SimulatorError } from './simulator-errors';
import { DUPLICATE_WINDOW_MS, simulatedId, type SimulatorStore } from './simulator-store';
import { readDocument } from './validate-document';

type SubmittedDocument = { format: string; document: string; documentHash: string; codeNumber: string };
export type Outcome = { status: 202 | 400 | 422; body: unknown; headers?: Record<string, string> };

const isSubmittedDocument = (value: unknown): value is SubmittedDocument =>
  typeof value === 'object' &&
  value !== null &&
  ['format', 'document', 'documentHash', 'codeNumber'].every(
    (key) => typeof (value as Record<string, unknown>)[key] === 'string',
  );

export const sha256Hex = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');

const refused = (status: 400 | 422, error: SimulatorError, headers?: Record<string, string>): Outcome => ({
  status,
  body: errorBody(error),
  headers,
});

function checkSubmission(store: SimulatorStore, body: unknown, bytes: number): Outcome | SubmittedDocument[] {
  const documents = (body as { documents?: unknown } | null)?.documents;
  if (!Array.isArray(documents) || documents.length === 0 || !documents.every(isSubmittedDocument)) {
    return refused(
      400,
      simulatorError('BadStructure', 'Submission structure is not valid', 'Struktur penghantaran tidak sah', {
        propertyName: 'documents',
      }),
    );
  }
  if (documents.length > MAX_DOCUMENTS_PER_SUBMISSION) {
    return refused(
      400,
      simulatorError(
        'BadStructure',
        `A submission holds at most ${MAX_DOCUMENTS_PER_SUBMISSION} documents`,
        `Satu penghantaran memuatkan paling banyak ${MAX_DOCUMENTS_PER_SUBMISSION} dokumen`,
        { propertyName: 'documents' },
      ),
    );
  }
  if (bytes > MAX_SUBMISSION_BYTES) {
    return refused(
      400,
      simulatorError('MaximumSizeExceeded', 'Submission is larger than 5 MB', 'Penghantaran melebihi 5 MB', {
        propertyName: 'documents',
      }),
    );
  }
  const key = documents
    .map((document) => document.documentHash)
    .sort()
    .join('|');
  const now = store.options.now().getTime();
  const earlier = [...store.submissions.values()].find(
    (submission) => submission.key === key && now - submission.receivedAt.getTime() < DUPLICATE_WINDOW_MS,
  );
  if (earlier) {
    const retryAfter = Math.ceil((earlier.receivedAt.getTime() + DUPLICATE_WINDOW_MS - now) / 1000);
    return refused(
      422,
      simulatorError(
        'DuplicateSubmission',
        'The same submission was received less than 10 minutes ago',
        'Penghantaran yang sama diterima kurang daripada 10 minit lalu',
      ),
      { 'Retry-After': String(retryAfter) },
    );
  }
  return documents;
}

function documentRefusal(
  store: SimulatorStore,
  submitted: SubmittedDocument,
  text: Buffer,
): SimulatorError | null {
  if (text.length > MAX_DOCUMENT_BYTES) {
    return simulatorError(
      'MaximumSizeExceeded',
      'Document is larger than 300 KB',
      'Dokumen melebihi 300 KB',
      { propertyName: 'document' },
    );
  }
  if (sha256Hex(text) !== submitted.documentHash.toLowerCase()) {
    return simulatorError(
      'SIM-HASH',
      'Document hash does not match the document',
      'Cincangan dokumen tidak sepadan',
      { propertyName: 'documentHash' },
    );
  }
  const now = store.options.now().getTime();
  const duplicate = [...store.documents.values()].find(
    (document) =>
      document.hash === sha256Hex(text) &&
      document.status !== 'Invalid' &&
      now - document.receivedAt.getTime() < DUPLICATE_WINDOW_MS,
  );
  return duplicate
    ? simulatorError(
        'DS302',
        `Document already submitted as ${duplicate.uuid}`,
        `Dokumen telah dihantar sebagai ${duplicate.uuid}`,
        { propertyName: 'document' },
      )
    : null;
}

export function submitDocuments(store: SimulatorStore, body: unknown, bytes: number): Outcome {
  const checked = checkSubmission(store, body, bytes);
  if (!Array.isArray(checked)) return checked;
  const receivedAt = store.options.now();
  const submissionUid = simulatedId('SIMSUB', 26);
  const accepted: { uuid: string; invoiceCodeNumber: string }[] = [];
  const rejected: { invoiceCodeNumber: string; error: SimulatorError }[] = [];
  for (const submitted of checked) {
    const text = Buffer.from(submitted.document, 'base64');
    const refusal = documentRefusal(store, submitted, text);
    if (refusal) {
      rejected.push({ invoiceCodeNumber: submitted.codeNumber, error: refusal });
      continue;
    }
    const read = readDocument(text.toString('utf8'));
    const uuid = simulatedId('SIM', 26);
    const isValid = read.errors.length === 0;
    store.documents.set(uuid, {
      uuid,
      submissionUid,
      longId: isValid ? simulatedId('SIMLONG', 40) : null,
      internalId: read.internalId || submitted.codeNumber,
      typeCode: read.typeCode,
      hash: submitted.documentHash.toLowerCase(),
      status: isValid ? 'Valid' : 'Invalid',
      errors: read.errors,
      receivedAt,
      validatedAt: isValid ? receivedAt : null,
      cancelledAt: null,
      cancelReason: null,
    });
    accepted.push({ uuid, invoiceCodeNumber: submitted.codeNumber });
  }
  const key = checked
    .map((document) => document.documentHash)
    .sort()
    .join('|');
  store.submissions.set(submissionUid, {
    uid: submissionUid,
    receivedAt,
    documentUuids: accepted.map((a) => a.uuid),
    key,
  });
  return { status: 202, body: { submissionUid, acceptedDocuments: accepted, rejectedDocuments: rejected } };
}
