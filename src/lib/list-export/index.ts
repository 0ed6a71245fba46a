export { csvCell, csvLine, CsvWriter, UTF8_BOM } from './csv-writer';
export { downloadBlob } from './download-file';
export type { CellValue, ExportFormat } from './export-types';
export { exportRows, type ExportColumn, type ExportOptions } from './run-export';
export { XLSX_MIME, XlsxWriter } from './xlsx-writer';
