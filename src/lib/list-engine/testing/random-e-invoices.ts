/**
 * Random e-invoices for the list engine's equivalence test (entity-index.test.ts): every state and
 * document kind, numbers that repeat their prefixes, validation times present or missing.
 */
import { E_INVOICE_DOCUMENT_KINDS, E_INVOICE_STATES } from '../../../contract';
import type { EInvoice } from '../../../contract';
import { id, novemberStamp } from './random-notifications';
import type { Random } from './random-rows';

export function eInvoiceRows(count: number, next: Random): EInvoice[] {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const stamp = () => novemberStamp(next);
  return Array.from({ length: count }, (_, index) => {
    const state = pick(E_INVOICE_STATES);
    const documentKind = pick(E_INVOICE_DOCUMENT_KINDS);
    const series = { invoice: 'INV', credit: 'CN', debit: 'DN' }[documentKind];
    const validated = state === 'valid' || state === 'cancelled' ? stamp() : null;
    return {
      id: id(Math.floor(next() * 2 ** 32), index),
      documentKind,
      documentId: id(0xdd, index),
      merchantId: id(0xcc, index % 5),
      codeNumber: `${series}-2026-${String(Math.floor(next() * 400)).padStart(6, '0')}`,
      state,
      uuid: state === 'queued' ? null : `SIM${index}`,
      longId: validated ? `LONG${index}` : null,
      errors: state === 'invalid' ? [{ errorCode: 'SIM-TIN', error: 'Bad TIN', errorMS: 'TIN salah' }] : [],
      cancelReason: state === 'cancelled' ? 'Wrong buyer' : null,
      queuedAt: stamp(),
      submittedAt: state === 'queued' ? null : stamp(),
      validatedAt: validated,
      invalidAt: state === 'invalid' ? stamp() : null,
      cancelledAt: state === 'cancelled' ? stamp() : null,
      attempt: 1 + (index % 3),
      version: index + 1,
    };
  });
}
