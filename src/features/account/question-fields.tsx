import { Trans, useLingui } from '@lingui/react/macro';
import { SECURITY_QUESTIONS, type SecurityQuestion } from '../../contract';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import type { FieldErrors } from './form-state';
import { securityQuestionText } from './security-questions';

/** A choice of the eight questions and the answer (letters, numbers and spaces). */
export function QuestionFields({
  errors,
  current,
}: {
  errors: FieldErrors;
  current?: SecurityQuestion | null;
}) {
  const { i18n, t } = useLingui();
  return (
    <>
      <SelectField
        label={<Trans>Security question</Trans>}
        error={errors.question}
        required
        name="question"
        defaultValue={current ?? ''}
      >
        <option value="" disabled>
          {t`Choose a question`}
        </option>
        {SECURITY_QUESTIONS.map((key) => (
          <option key={key} value={key}>
            {i18n._(securityQuestionText[key])}
          </option>
        ))}
      </SelectField>
      <TextField
        label={<Trans>Answer</Trans>}
        name="answer"
        autoComplete="off"
        required
        hint={<Trans>Letters, numbers and spaces only. Not case-sensitive.</Trans>}
        error={errors.answer}
      />
    </>
  );
}
