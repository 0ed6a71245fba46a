/**
 * Random notifications for the list engine's equivalence test (entity-index.test.ts): every kind,
 * read and unread, timestamps that cross the Malaysian midnight.
 */
import { NOTIFICATION_KINDS, NOTIFICATION_SUBJECTS } from '../../../contract';
import type { Notification } from '../../../contract';
import type { Random } from './random-rows';

/** A uuid made of a prefix and an index, distinct per pair. */
export const id = (prefix: number, index: number) =>
  `${prefix.toString(16).padStart(8, '0')}-0000-4000-8000-${index.toString(16).padStart(12, '0')}`;

/** A timestamp in November 2026 at half past an hour, crossing the Malaysian midnight. */
export const novemberStamp = (next: Random) =>
  `2026-11-${String(1 + Math.floor(next() * 28)).padStart(2, '0')}T${String(Math.floor(next() * 24)).padStart(
    2,
    '0',
  )}:30:00.000Z`;

export function notificationRows(count: number, next: Random): Notification[] {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const stamp = () => novemberStamp(next);
  return Array.from({ length: count }, (_, index) => {
    const createdAt = stamp();
    return {
      id: id(Math.floor(next() * 2 ** 32), index),
      userId: id(0xaa, 1),
      merchantId: null,
      kind: pick(NOTIFICATION_KINDS),
      subjectEntity: pick(NOTIFICATION_SUBJECTS),
      subjectId: id(0xbb, index % 7),
      params: { merchantName: 'Acme' },
      createdAt,
      readAt: next() < 0.5 ? null : createdAt,
      version: index + 1,
    };
  });
}
