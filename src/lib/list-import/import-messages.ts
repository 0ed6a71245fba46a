/**
 * The import's own messages (docs/ARCHITECTURE.md, Import): a bad file's code and a row's
 * duplicate codes, in the user's language. A field rule's code (validation.*) is the contract's
 * and goes through translateMessage, as the forms do.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MessageParams } from '../../contract/messages';
import { translateMessage } from '../i18n/server-messages';
import type { RowRefusalCode } from './import-areas';
import { MAX_IMPORT_BYTES, MAX_IMPORT_ROWS, type ReadErrorCode } from './read-spreadsheet';

export type RowIssueCode =
  | 'import.duplicateInFile'
  | 'import.alreadyExists'
  | 'import.unknownHeader'
  | 'import.missingColumn'
  | RowRefusalCode;

const MESSAGES = {
  'import.tooLarge': msg`This file is larger than {maxMb} MB. Split it into smaller files.`,
  'import.notSpreadsheet': msg`This file is not a spreadsheet. Choose a CSV or XLSX file.`,
  'import.encrypted': msg`This workbook is protected by a password. Save it without a password and try again.`,
  'import.corrupt': msg`This XLSX file is damaged and cannot be read.`,
  'import.emptySheet': msg`This sheet has no rows to import.`,
  'import.tooManyRows': msg`This file has more than {maxRows} rows. Split it into files of at most {maxRows} rows.`,
  'import.duplicateInFile': msg`The same value is in row {otherRow} of this file.`,
  'import.alreadyExists': msg`This record already exists.`,
  'import.unknownHeader': msg`This column does not match any field.`,
  'import.missingColumn': msg`This required column is missing.`,
  'import.checkerLevel': msg`The Checker level is not given by import. Import this user as a Maker, then propose the Checker level on the user's page for another Checker to approve.`,
} as const;

export type ImportMessageCode = ReadErrorCode | RowIssueCode;

const LIMITS = { maxMb: MAX_IMPORT_BYTES / 1024 / 1024, maxRows: MAX_IMPORT_ROWS };

/** An import code or a contract code, translated with its params. */
export function importMessage(i18n: I18n, code: string, params: MessageParams = {}): string {
  if (code in MESSAGES) {
    const { id, message } = MESSAGES[code as ImportMessageCode];
    return i18n._(id, { ...LIMITS, ...params }, { message });
  }
  return translateMessage(i18n, code, params);
}
