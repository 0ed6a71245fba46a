/** Each imported user field's label as the user form shows it (the import's headers and preview). */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ID_TYPES, LEVELS } from '../../contract';

/** A user's level and ID type as the form's options name them (the import reads these words too). */
export const LEVEL_LABELS: Record<(typeof LEVELS)[number], MessageDescriptor> = {
  Maker: msg`Maker`,
  Checker: msg`Checker`,
};
export const ID_TYPE_LABELS: Record<(typeof ID_TYPES)[number], MessageDescriptor> = {
  NRIC: msg`NRIC (MyKad)`,
  Passport: msg`Passport`,
};

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
