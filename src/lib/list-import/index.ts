export {
  checkInput,
  checkRows,
  cellText,
  type CellIssue,
  type CheckedRow,
  type CheckSummary,
} from './check-rows';
export { choiceNames, withChoiceValues, type ChoiceNames } from './choice-cells';
export { readCsv } from './csv-reader';
export {
  changedValues,
  IMPORT_AREAS,
  matchKey,
  requiredColumns,
  requiredFields,
  type ImportArea,
  type ImportAreaName,
} from './import-areas';
export type { ImportRequest, ImportResponse } from './import-job';
export { importMessage, type ImportMessageCode } from './import-messages';
export { matchHeaders, normalizeHeader, type HeaderField, type HeaderMatch } from './match-headers';
export { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS, readSpreadsheet, type ReadErrorCode } from './read-spreadsheet';
export { deviceRecords } from './device-records';
export { runImport } from './run-import';
export { openXlsx } from './xlsx-reader';
export { mayImport } from './import-access';
