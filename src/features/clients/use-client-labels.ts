/** Words for the client values, in the user's language (list cells, filters, form options, export). */
import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import type { AccountType, ClientStatus, EmployeeCount } from '../../contract';

export const ACCOUNT_TYPE_LABELS: Record<AccountType, MessageDescriptor> = {
  Corporate: msg`Corporate`,
  Individual: msg`Individual`,
};
export const EMPLOYEE_COUNT_LABELS: Record<EmployeeCount, MessageDescriptor> = {
  LessThan5: msg`Fewer than 5 employees`,
  MoreThan5: msg`More than 5 employees`,
};
const STATUS_LABELS: Record<ClientStatus, MessageDescriptor> = {
  Active: msg`Active`,
  Inactive: msg`Inactive`,
};

export const accountTypeLabel = (i18n: I18n, value: AccountType) => i18n._(ACCOUNT_TYPE_LABELS[value]);
export const employeeCountLabel = (i18n: I18n, value: EmployeeCount) => i18n._(EMPLOYEE_COUNT_LABELS[value]);
export const clientStatusLabel = (i18n: I18n, value: ClientStatus) => i18n._(STATUS_LABELS[value]);
