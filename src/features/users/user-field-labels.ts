/** Each imported user field's label as the user form shows it (the import's headers and preview). */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

const USER_FIELD_LABELS: Record<string, MessageDescriptor> = {
  username: msg`Username`,
  level: msg`Level`,
  salutation: msg`Salutation`,
  firstName: msg`First name`,
  lastName: msg`Last name`,
  idType: msg`ID type`,
  idNumber: msg`ID number`,
  email: msg`Email`,
  mobileNumber: msg`Mobile number`,
};

export const userFieldLabel = (i18n: I18n, field: string) => {
  const label = USER_FIELD_LABELS[field];
  return label ? i18n._(label) : field;
};
