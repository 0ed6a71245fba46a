import { Field } from '@ark-ui/react/field';
import { Trans, useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import { input } from 'styled-system/recipes';
import { SECURITY_QUESTIONS, type SecurityQuestion } from '../../contract';
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
      <Field.Root invalid={Boolean(errors.question)} required className={css({ display: 'grid', gap: '1' })}>
        <Field.Label className={css({ fontSize: 'sm', fontWeight: 'medium' })}>
          <Trans>Security question</Trans>
        </Field.Label>
        <Field.Select name="question" defaultValue={current ?? ''} className={input()}>
          <option value="" disabled>
            {t`Choose a question`}
          </option>
          {SECURITY_QUESTIONS.map((key) => (
            <option key={key} value={key}>
              {i18n._(securityQuestionText[key])}
            </option>
          ))}
        </Field.Select>
        <Field.ErrorText className={css({ fontSize: 'sm', color: 'danger.fg' })}>
          {errors.question}
        </Field.ErrorText>
      </Field.Root>
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
