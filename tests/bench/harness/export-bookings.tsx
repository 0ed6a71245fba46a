/**
 * The bookings export as the toolbar runs it (src/ui/list/export-menu.tsx): every row of the list
 * view selected from the index, the bookings screen's own columns (their `exportValue`s, merchant
 * names from the merchants index), written to CSV by src/lib/list-export in slices; with the
 * main thread's longest task and the longest slice the export reported.
 */
import { I18nProvider } from '@lingui/react';
import * as v from 'valibot';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { bookingEntity } from '../../../src/contract';
import { useBookingColumns } from '../../../src/features/bookings/booking-columns';
import type { MirrorDb } from '../../../src/lib/db';
import { activateLocale, i18n } from '../../../src/lib/i18n/i18n';
import { getEntityIndex, type BookingRow } from '../../../src/lib/list-engine';
import { exportRows } from '../../../src/lib/list-export';
import type { ListColumn } from '../../../src/ui/list/list-types';
import { watchLongTasks } from './long-tasks';

/** The columns come from a hook: a tiny root renders it once and hands them out. */
function bookingColumns(merchantName: (id: string) => string | null): readonly ListColumn<BookingRow>[] {
  let columns: readonly ListColumn<BookingRow>[] = [];
  function Grab() {
    columns = useBookingColumns(merchantName);
    return null;
  }
  const host = document.createElement('div');
  const root = createRoot(host);
  flushSync(() =>
    root.render(
      <I18nProvider i18n={i18n}>
        <Grab />
      </I18nProvider>,
    ),
  );
  root.unmount();
  return columns;
}

export async function exportBookings(db: MirrorDb) {
  const bookings = getEntityIndex(db, 'bookings');
  const merchants = getEntityIndex(db, 'merchants');
  // The app's compiled catalog, as the app runs it (an empty one makes Lingui parse each message).
  await Promise.all([bookings.load(), merchants.load(), activateLocale('en')]);
  const columns = bookingColumns((id) => merchants.get(id)?.merchantName ?? null);
  const query = v.parse(bookingEntity.querySchema, {});
  const stop = watchLongTasks();
  const started = performance.now();
  const rows = bookings.select(query, 'list');
  let longestSliceMs = 0;
  const blob = await exportRows({
    rows,
    columns,
    format: 'csv',
    title: 'bookings',
    onSlice: (ms) => (longestSliceMs = Math.max(longestSliceMs, ms)),
  });
  const ms = performance.now() - started;
  return {
    ms,
    rows: rows.length,
    columns: columns.length,
    bytes: blob.size,
    longestSliceMs,
    ...(await stop()),
  };
}
