/** Each imported user field's label as the user form shows it (the import's headers and preview). */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const USER_FIELD_LABELS: Record<string, MessageDescriptor> = {
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
