import type { I18n } from '@lingui/core';
import * as v from 'valibot';
import { issueParams } from '../../contract';
import { translateMessage } from '../i18n/server-messages';

export type FieldErrors = Partial<Record<string, string>>;

/** Field messages of a failed contract parse: the first per field, translated with its params. */
export function issuesToFieldErrors(i18n: I18n, issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? '';
    errors[key] ??= translateMessage(i18n, issue.message, issueParams(issue));
  }
  return errors;
}
