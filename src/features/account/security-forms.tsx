import { Trans, useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import {
  ChangeMobileSchema,
  ChangePasswordSchema,
  ChangePhraseSchema,
  ChangeQuestionSchema,
  type SecurityProfile,
} from '../../contract';
import { translateMessage } from '../../lib/i18n/server-messages';
import { TextField } from '../../ui/text-field';
import { changeMobile, changePassword, changePhrase, changeQuestion } from './account.api';
import { NewPasswordFields } from './new-password-fields';
import { PhraseField } from './phrase-field';
import { QuestionFields } from './question-fields';
import { SecurityChangeForm } from './security-change-form';
import { securityQuestionText } from './security-questions';

/**
 * The four security settings of docs/product.md, One-time passwords, each confirmed with a one-time password.
 */
export function ChangePasswordForm() {
  const { i18n } = useLingui();
  return (
    <SecurityChangeForm
      purpose="password"
      schema={ChangePasswordSchema}
      save={async (input) => {
        await changePassword(input);
        return translateMessage(i18n, 'account.passwordChanged');
      }}
      fields={(errors) => (
        <>
          <TextField
            label={<Trans>Current password</Trans>}
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            required
            error={errors.currentPassword}
          />
          <NewPasswordFields errors={errors} />
        </>
      )}
    />
  );
}

export function ChangeMobileForm({ profile, onSaved }: { profile: SecurityProfile; onSaved: () => void }) {
  const { i18n } = useLingui();
  return (
    <SecurityChangeForm
      purpose="mobile"
      schema={ChangeMobileSchema}
      save={async (input) => {
        await changeMobile(input);
        onSaved();
        return translateMessage(i18n, 'account.infoUpdated');
      }}
      fields={(errors) => (
        <>
          <p className={css({ fontSize: 'sm' })}>
            <Trans>Current mobile number: {profile.mobileNumber ?? '—'}</Trans>
          </p>
          <TextField
            label={<Trans>New mobile number</Trans>}
            name="mobileNumber"
            type="tel"
            autoComplete="tel"
            placeholder="012-345-6789"
            required
            error={errors.mobileNumber}
          />
        </>
      )}
    />
  );
}

export function ChangeQuestionForm({ profile, onSaved }: { profile: SecurityProfile; onSaved: () => void }) {
  const { i18n } = useLingui();
  return (
    <SecurityChangeForm
      purpose="question"
      schema={ChangeQuestionSchema}
      save={async (input) => {
        await changeQuestion(input);
        onSaved();
        return translateMessage(i18n, 'account.infoUpdated');
      }}
      fields={(errors) => (
        <>
          {profile.question ? (
            <p className={css({ fontSize: 'sm' })}>{i18n._(securityQuestionText[profile.question])}</p>
          ) : null}
          <TextField
            label={<Trans>Current answer</Trans>}
            name="currentAnswer"
            autoComplete="off"
            required
            error={errors.currentAnswer}
          />
          <QuestionFields errors={errors} current={profile.question} />
        </>
      )}
    />
  );
}

export function ChangePhraseForm({ profile, onSaved }: { profile: SecurityProfile; onSaved: () => void }) {
  const { i18n } = useLingui();
  return (
    <SecurityChangeForm
      purpose="phrase"
      schema={ChangePhraseSchema}
      save={async (input) => {
        await changePhrase(input);
        onSaved();
        return translateMessage(i18n, 'account.infoUpdated');
      }}
      fields={(errors) => (
        <PhraseField
          name="phrase"
          label={<Trans>Security phrase</Trans>}
          defaultValue={profile.phrase ?? undefined}
          error={errors.phrase}
        />
      )}
    />
  );
}
