import { Dialog } from '@ark-ui/react/dialog';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import * as v from 'valibot';
import { CreateRoleSchema, defaultSecondFactorRule, UpdateRoleSchema } from '../../contract';
import type { Role } from '../../contract';
import { SecondFactorRuleField } from './second-factor-rule-field';
import { Button } from '../../ui/button';
import { DialogFrame } from '../../ui/dialog-frame';
import { FormAlert } from '../../ui/form-alert';
import { TextField } from '../../ui/text-field';
import { announceQueuedChange, markOutbox } from '../../ui/queued-change-toast';
import { createRole, updateRole } from './access-actions';
import { issuesToErrors, type FieldErrors } from './access-form';
import { SelectField } from '../../ui/select-field';
import { useAccessLabels } from './use-access-labels';

type RoleFormDialogProps = {
  /** The role to edit; null for a new role. */
  role: Role | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: (roleId: string) => void;
};

type RoleFormValues = { name: string; scope: string; description: string; secondFactor: string };

/** New role (name, scope, description, second factor) or edit all but its scope. */
export function RoleFormDialog({ role, open, onOpenChange, onSaved }: RoleFormDialogProps) {
  return (
    <DialogFrame open={open} onOpenChange={onOpenChange}>
      <RoleForm role={role} onClose={() => onOpenChange(false)} onSaved={onSaved} />
    </DialogFrame>
  );
}

function RoleForm({
  role,
  onClose,
  onSaved,
}: {
  role: Role | null;
  onClose: () => void;
  onSaved: (roleId: string) => void;
}) {
  const { i18n, t } = useLingui();
  const labels = useAccessLabels();
  const [values, setValues] = useState<RoleFormValues>({
    name: role?.name ?? '',
    scope: role?.scope ?? 'staff',
    description: role?.description ?? '',
    secondFactor: role?.secondFactor ?? defaultSecondFactorRule('staff'),
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const isNameLocked = role?.isSystem === true;

  const change = (field: keyof RoleFormValues, value: string) =>
    setValues((previous) => ({ ...previous, [field]: value }));

  async function save(): Promise<string | null> {
    if (role === null) {
      const parsed = v.safeParse(CreateRoleSchema, { id: crypto.randomUUID(), ...values });
      if (!parsed.success) return fail(parsed.issues);
      await createRole(parsed.output);
      return parsed.output.id;
    }
    const changes = {
      ...(isNameLocked || values.name === role.name ? {} : { name: values.name }),
      ...(values.description === role.description ? {} : { description: values.description }),
      ...(values.secondFactor === role.secondFactor ? {} : { secondFactor: values.secondFactor }),
    };
    const parsed = v.safeParse(UpdateRoleSchema, { id: role.id, baseVersion: role.version, ...changes });
    if (!parsed.success) return fail(parsed.issues);
    const { name, description, secondFactor } = parsed.output;
    const output = {
      ...(name === undefined ? {} : { name }),
      ...(description === undefined ? {} : { description }),
      ...(secondFactor === undefined ? {} : { secondFactor }),
    };
    if (Object.keys(output).length > 0) await updateRole(role, output);
    return role.id;
  }

  function fail(issues: readonly v.BaseIssue<unknown>[]) {
    setErrors(issuesToErrors(i18n, issues));
    setFormError(t`Some fields are invalid. Please check and try again.`);
    return null;
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setErrors({});
    setFormError(null);
    let savedId: string | null;
    const mark = await markOutbox();
    try {
      savedId = await save();
    } catch (error) {
      setFormError(error instanceof Error ? error.message : t`The change could not be saved.`);
      return;
    }
    if (savedId === null) return;
    const name = values.name;
    void announceQueuedChange(mark, role === null ? t`Role ${name} created.` : t`Role ${name} updated.`);
    onSaved(savedId);
    onClose();
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
      className={css({ display: 'grid', gap: '4' })}
    >
      <Dialog.Title className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
        {role === null ? <Trans>New role</Trans> : <Trans>Edit role</Trans>}
      </Dialog.Title>
      <FormAlert message={formError} />
      <TextField
        label={<Trans>Role name</Trans>}
        name="name"
        value={values.name}
        onChange={(event) => change('name', event.target.value)}
        error={errors.name}
        disabled={isNameLocked}
        hint={isNameLocked ? <Trans>A built-in role keeps its name.</Trans> : undefined}
        required
        autoComplete="off"
      />
      <SelectField
        label={<Trans>Scope</Trans>}
        name="scope"
        value={values.scope}
        onChange={(event) => {
          const scope = event.target.value === 'merchant' ? 'merchant' : 'staff';
          setValues((previous) => ({ ...previous, scope, secondFactor: defaultSecondFactorRule(scope) }));
        }}
        error={errors.scope}
        disabled={role !== null}
        hint={
          role === null ? (
            <Trans>A merchant role can only be given the menus of merchant users.</Trans>
          ) : (
            <Trans>The scope of a role never changes.</Trans>
          )
        }
      >
        <option value="staff">{labels.scope('staff')}</option>
        <option value="merchant">{labels.scope('merchant')}</option>
      </SelectField>
      <SecondFactorRuleField
        value={values.secondFactor}
        onChange={(value) => change('secondFactor', value)}
        error={errors.secondFactor}
      />
      <TextField
        label={<Trans>Description</Trans>}
        name="description"
        value={values.description}
        onChange={(event) => change('description', event.target.value)}
        error={errors.description}
        autoComplete="off"
      />
      <div className={css({ display: 'flex', justifyContent: 'flex-end', gap: '2' })}>
        <Dialog.CloseTrigger asChild>
          <Button variant="outline">
            <Trans>Cancel</Trans>
          </Button>
        </Dialog.CloseTrigger>
        <Button type="submit">{role === null ? <Trans>Create role</Trans> : <Trans>Save role</Trans>}</Button>
      </div>
    </form>
  );
}
