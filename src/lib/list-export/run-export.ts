/**
 * Exports rows in slices of about `sliceMs` of work, yielding to the browser between them, so
 * 200,000 rows never freeze the page (docs/ARCHITECTURE.md, List tools): no row cap, progress after
 * every slice, cancellable through an AbortSignal. Main thread rather than a Web Worker because
 * the cells come from the columns file's `exportValue` functions, which cannot cross to a worker.
 */
import { CsvWriter } from './csv-writer';
import type { CellValue, ExportFormat, SheetWriter } from './export-types';
import { XlsxWriter } from './xlsx-writer';
import { yieldToMain } from '../scheduling/yield-to-main';

export type ExportColumn<Row> = { label: string; exportValue: (row: Row) => CellValue };

export type ExportOptions<Row> = {
  rows: readonly Row[];
  columns: readonly ExportColumn<Row>[];
  format: ExportFormat;
  /** The XLSX sheet's name. */
  title?: string;
  /** Called after every slice with the rows written so far. */
  onProgress?: (done: number, total: number) => void;
  /** Aborting stops the export before its next slice; the promise rejects with an AbortError. */
  signal?: AbortSignal;
  sliceMs?: number;
  /** Told the length of every synchronous slice (the benchmark reads it). */
  onSlice?: (ms: number) => void;
};

/** Rows between two looks at the clock. */
const ROWS_PER_CHECK = 200;

export async function exportRows<Row>(options: ExportOptions<Row>): Promise<Blob> {
  const { rows, columns, format, onProgress, signal, sliceMs = 30, onSlice } = options;
  const headers = columns.map((column) => column.label);
  const getters = columns.map((column) => column.exportValue);
  let sliceStart = performance.now();
  const endSlice = () => onSlice?.(performance.now() - sliceStart);
  const writer: SheetWriter =
    format === 'csv' ? new CsvWriter(headers) : new XlsxWriter(headers, options.title ?? 'Sheet1');
  let done = 0;
  while (done < rows.length) {
    signal?.throwIfAborted();
    const end = Math.min(rows.length, done + ROWS_PER_CHECK);
    for (; done < end; done++) {
      const row = rows[done] as Row;
      writer.writeRow(getters.map((get) => get(row)));
    }
    // Flushing here puts the XLSX deflate inside the measured time, so it cannot stretch a slice.
    writer.flush();
    if (done < rows.length && performance.now() - sliceStart < sliceMs) continue;
    endSlice();
    onProgress?.(done, rows.length);
    await yieldToMain();
    sliceStart = performance.now();
  }
  signal?.throwIfAborted();
  const blob = writer.finish();
  endSlice();
  onProgress?.(rows.length, rows.length);
  return blob;
}
