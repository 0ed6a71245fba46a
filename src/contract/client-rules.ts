/**
 * The account-type switch of a client (docs/ARCHITECTURE.md, Clients), one pure rule for
 * the form, the create and update bodies and the server: a Corporate client has a company name and
 * an employee count (fewer or more than 5: docs/product.md, Clients), an Individual has neither. Switching a
 * client to Individual clears both; switching to Corporate needs both.
 */
import type { AccountType, EmployeeCount } from './client';

export type CorporateField = 'companyName' | 'employeeCount';
export const CORPORATE_FIELDS: readonly CorporateField[] = ['companyName', 'employeeCount'];

/** Which of the account-type dependent fields the form shows and the server requires. */
export function clientFieldsFor(accountType: AccountType): Record<CorporateField, boolean> {
  const isCorporate = accountType === 'Corporate';
  return { companyName: isCorporate, employeeCount: isCorporate };
}

type TypedFields = {
  accountType: AccountType;
  companyName: string | null;
  employeeCount: EmployeeCount | null;
};

/** The fields as they must be stored: an individual's corporate fields are null. */
export function applyAccountType<T extends TypedFields>(fields: T): T {
  const applies = clientFieldsFor(fields.accountType);
  return {
    ...fields,
    companyName: applies.companyName ? fields.companyName : null,
    employeeCount: applies.employeeCount ? fields.employeeCount : null,
  };
}

/** The corporate fields that are missing for this account type (each is `validation.required`). */
export function missingForAccountType(fields: TypedFields): CorporateField[] {
  const applies = clientFieldsFor(fields.accountType);
  return CORPORATE_FIELDS.filter((field) => applies[field] && fields[field] === null);
}
