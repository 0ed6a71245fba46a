/**
 * Random service requests for the list engine's equivalence test (entity-index.test.ts): every
 * status and category, subjects that differ only in case or accents, a few requesters (so "my
 * cases" matches some), timestamps that cross the Malaysian midnight, numbers missing until synced.
 */
import { CASE_CATEGORIES, CASE_STATUSES } from '../../../contract';
import type { Case } from '../../../contract';
import type { Random } from './random-rows';

const id = (prefix: number, index: number) =>
  `${prefix.toString(16).padStart(8, '0')}-0000-4000-8000-${index.toString(16).padStart(12, '0')}`;

const SUBJECTS = ['Refund not received', 'refund NOT received', 'Café booking', 'cafe booking', 'Login_50%'];

export function caseRows(count: number, next: Random): Case[] {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const stamp = () =>
    `2026-${next() < 0.5 ? '10' : '11'}-${String(1 + Math.floor(next() * 28)).padStart(2, '0')}T${String(
      Math.floor(next() * 24),
    ).padStart(2, '0')}:30:00.000Z`;
  return Array.from({ length: count }, (_, index) => {
    const status = pick(CASE_STATUSES);
    const createdAt = stamp();
    const requester = 1 + (index % 4);
    return {
      id: id(Math.floor(next() * 2 ** 32), index),
      caseNumber: next() < 0.1 ? null : `CS-2026-${String(index + 1).padStart(6, '0')}`,
      merchantId: next() < 0.2 ? null : id(1 + (index % 20), 0),
      requesterId: id(0xaa, requester),
      requesterName: pick(['Aisyah', 'Ravi', 'aisyah']),
      category: pick(CASE_CATEGORIES),
      subject: pick(SUBJECTS),
      description: 'Details',
      relatedBookingId: null,
      relatedInvoiceId: null,
      attachment: null,
      status,
      assigneeId: next() < 0.5 ? null : id(0xbb, 1),
      assigneeName: null,
      replies: [],
      resolvedAt: status === 'Resolved' || status === 'Closed' ? createdAt : null,
      createdAt,
      updatedAt: pick([createdAt, '2026-11-20T08:00:00.000Z']),
      version: index + 1,
    };
  });
}
