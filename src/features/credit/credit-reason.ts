import type { I18n } from '@lingui/core';
import * as v from 'valibot';
import { issueParams, TopUpDecisionSchema } from '../../contract';
import { translateMessage } from '../../lib/i18n/server-messages';

const ANY_ID = '00000000-0000-4000-8000-000000000000';

/**
 * Why a reason for rejecting, undoing or cancelling a top-up cannot be sent, in the user's words,
 * or null: the contract's field rule (storable text, at most 300 characters), then required.
 */
export function creditReasonError(i18n: I18n, reason: string): string | null {
  const parsed = v.safeParse(TopUpDecisionSchema, { id: ANY_ID, reason });
  const issue = parsed.success ? null : parsed.issues.find((item) => v.getDotPath(item) === 'reason');
  if (issue) return translateMessage(i18n, issue.message, issueParams(issue));
  return reason.trim() ? null : translateMessage(i18n, 'credit.reasonRequired');
}
