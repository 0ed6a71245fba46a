/**
 * A merchant's or a client's buyer identity as an update would leave it (docs/e-invoicing.md,
 * Buyers): the body carries only the changed fields, so the checks across them
 * (`buyerIdentityIssues`) run on the stored values with the body's over them. A body that touches
 * none of the buyer fields is not checked here (the row's CHECK holds the rest).
 */
import { BUYER_IDENTITY_FIELD_NAMES, buyerIdentityIssues, formatMessage } from '../../src/contract';
import type { BuyerIdentityFields } from '../../src/contract';
import { ApiError } from './api-error';

type Values = Partial<Record<keyof BuyerIdentityFields, unknown>>;

export function assertBuyerIdentity(stored: Values, changes: Values): void {
  const touched = BUYER_IDENTITY_FIELD_NAMES.some((field) => changes[field] !== undefined);
  if (!touched) return;
  const value = (field: keyof BuyerIdentityFields) =>
    (changes[field] !== undefined ? changes[field] : (stored[field] ?? null)) as never;
  const issues = buyerIdentityIssues({
    tin: value('tin'),
    identificationType: value('identificationType'),
    identificationNumber: value('identificationNumber'),
  });
  if (issues.length === 0) return;
  throw new ApiError(422, 'error.validation', {
    errors: issues.map((issue) => ({
      path: issue.field,
      code: issue.code,
      message: formatMessage(issue.code),
    })),
  });
}
