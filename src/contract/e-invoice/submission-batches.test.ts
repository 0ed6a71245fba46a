import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_DOCUMENT_BYTES, MAX_DOCUMENTS_PER_SUBMISSION, MAX_SUBMISSION_BYTES } from './codes';
import { planSubmissions, submittedEntryBytes } from './submission-batches';

const doc = (index: number, bytes: number) => ({
  codeNumber: `INV-2026-${String(index).padStart(6, '0')}`,
  bytes,
});
const sentBytes = (batch: { bytes: number; codeNumber: string }[]) =>
  20 + batch.reduce((sum, document) => sum + submittedEntryBytes(document.bytes, document.codeNumber), 0);

describe('submission batches', () => {
  it('put 500 small documents in five submissions of 100', () => {
    const { batches, oversized } = planSubmissions(
      Array.from({ length: 500 }, (_, index) => doc(index, 4_000)),
    );
    expect(batches.map((batch) => batch.length)).toEqual([100, 100, 100, 100, 100]);
    expect(oversized).toEqual([]);
  });

  it('start a new submission before 5 MB, and leave out a document over 300 KB', () => {
    const large = Array.from({ length: 30 }, (_, index) => doc(index, 290_000));
    const { batches, oversized } = planSubmissions([...large, doc(99, MAX_DOCUMENT_BYTES + 1)]);
    expect(batches.length).toBeGreaterThan(1);
    for (const batch of batches) expect(sentBytes(batch)).toBeLessThanOrEqual(MAX_SUBMISSION_BYTES);
    expect(oversized.map((document) => document.codeNumber)).toEqual(['INV-2026-000099']);
  });

  it('keep every document once, in order, every submission within the limits (seeded)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: MAX_DOCUMENT_BYTES + 10_000 }), { maxLength: 400 }),
        (sizes) => {
          const documents = sizes.map((bytes, index) => doc(index, bytes));
          const { batches, oversized } = planSubmissions(documents);
          expect([...batches.flat(), ...oversized].length).toBe(documents.length);
          expect(batches.flat()).toEqual(
            documents.filter((document) => document.bytes <= MAX_DOCUMENT_BYTES),
          );
          for (const batch of batches) {
            expect(batch.length).toBeGreaterThan(0);
            expect(batch.length).toBeLessThanOrEqual(MAX_DOCUMENTS_PER_SUBMISSION);
            expect(sentBytes(batch)).toBeLessThanOrEqual(MAX_SUBMISSION_BYTES);
          }
        },
      ),
      { seed: 5_242_880, numRuns: 100 },
    );
  });
});
