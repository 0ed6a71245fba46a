/** A cell as a columns file exports it (`ListColumn.exportValue`): text, a number, or empty. */
export type CellValue = string | number | null;

export type ExportFormat = 'csv' | 'xlsx';

/** Writes a sheet row by row; `flush` ends a slice, `finish` gives the file. */
export interface SheetWriter {
  writeRow(values: readonly CellValue[]): void;
  flush(): void;
  finish(): Blob;
}
