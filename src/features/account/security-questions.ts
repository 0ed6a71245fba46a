import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { SecurityQuestion } from '../../contract';

/**
 * The eight predefined security questions (docs/product.md, Security questions and phrases), translated by
 * key.
 */
export const securityQuestionText: Record<SecurityQuestion, MessageDescriptor> = {
  firstSchool: msg`What was the name of your first school?`,
  childhoodFriend: msg`What is the first name of your childhood best friend?`,
  firstPet: msg`What was the name of your first pet?`,
  motherMaidenName: msg`What is your mother's maiden name?`,
  birthTown: msg`In which town or city were you born?`,
  favouriteTeacher: msg`What is the name of your favourite teacher?`,
  firstCar: msg`What was the make of your first car or motorcycle?`,
  favouriteFood: msg`What is your favourite local dish?`,
};
