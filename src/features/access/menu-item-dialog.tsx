import { Dialog } from '@ark-ui/react/dialog';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import * as v from 'valibot';
import { MenuSaveSchema } from '../../contract';
import { translateMessage } from '../../lib/i18n/server-messages';
import { Button } from '../../ui/button';
import { DialogFrame } from '../../ui/dialog-frame';
import { FormAlert } from '../../ui/form-alert';
import { TextField } from '../../ui/text-field';
import { announceQueuedChange, markOutbox } from '../../ui/queued-change-toast';
import { saveMenuItem } from './access-actions';
import { issuesToErrors, type FieldErrors } from './access-form';
import { SelectField } from '../../ui/select-field';
import { useAccessLabels, type MenuTitles } from './use-access-labels';
import type { MenuItemRow } from './use-access-rows';

type MenuItemDialogProps = {
  /** The item to edit; null for a new one. */
  item: MenuItemRow | null;
  items: MenuItemRow[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  menuTitles: MenuTitles;
};

type MenuItemFormValues = {
  type: string;
  key: string;
  title: string;
  path: string;
  icon: string;
  sortOrder: string;
  parentId: string;
};

export function MenuItemDialog({ open, onOpenChange, ...props }: MenuItemDialogProps) {
  return (
    <DialogFrame open={open} onOpenChange={onOpenChange}>
      <MenuItemForm {...props} onClose={() => onOpenChange(false)} />
    </DialogFrame>
  );
}

const toForm = (item: MenuItemRow | null): MenuItemFormValues => ({
  type: item?.type ?? 'Link',
  key: item?.key ?? '',
  title: item?.title ?? '',
  path: item?.path ?? '',
  icon: item?.icon ?? '',
  sortOrder: String(item?.sortOrder ?? 0),
  parentId: item?.parentId ?? '',
});

/** The form's text as the PUT Menu/save body (before the contract parse). */
function toInput(id: string, values: MenuItemFormValues, isNew: boolean) {
  const trimmed = values.sortOrder.trim();
  return {
    id,
    ...(isNew ? { key: values.key.trim() } : {}),
    title: values.title,
    type: values.type,
    path: values.type === 'Link' ? values.path.trim() || null : null,
    icon: values.icon.trim() || null,
    sortOrder: trimmed === '' ? undefined : Number(trimmed),
    parentId: values.parentId || null,
  };
}

function MenuItemForm({
  item,
  items,
  menuTitles,
  onClose,
}: Omit<MenuItemDialogProps, 'open' | 'onOpenChange'> & { onClose: () => void }) {
  const { i18n, t } = useLingui();
  const labels = useAccessLabels(menuTitles);
  const [values, setValues] = useState(() => toForm(item));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const isNew = item === null;
  const categories = items.filter((each) => each.type === 'Category' && each.id !== item?.id);

  const change = (field: keyof MenuItemFormValues, value: string) =>
    setValues((previous) => ({ ...previous, [field]: value }));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = v.safeParse(MenuSaveSchema, toInput(item?.id ?? crypto.randomUUID(), values, isNew));
    if (!parsed.success) {
      setErrors(issuesToErrors(i18n, parsed.issues));
      setFormError(t`Some fields are invalid. Please check and try again.`);
      return;
    }
    if (isNew && items.some((each) => each.key === parsed.output.key)) {
      setErrors({ key: translateMessage(i18n, 'menu.keyTaken') });
      setFormError(t`Some fields are invalid. Please check and try again.`);
      return;
    }
    const mark = await markOutbox();
    try {
      await saveMenuItem(parsed.output, item);
    } catch (error) {
      setFormError(error instanceof Error ? error.message : t`The change could not be saved.`);
      return;
    }
    const title = parsed.output.title;
    void announceQueuedChange(mark, t`Menu item ${title} saved.`);
    onClose();
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
      className={css({ display: 'grid', gap: '4' })}
    >
      <Dialog.Title className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
        {isNew ? <Trans>New menu item</Trans> : <Trans>Edit menu item</Trans>}
      </Dialog.Title>
      <FormAlert message={formError} />
      <SelectField
        label={<Trans>Type</Trans>}
        value={values.type}
        onChange={(event) => change('type', event.target.value)}
        error={errors.type}
        disabled={!isNew}
      >
        <option value="Link">{t`Link`}</option>
        <option value="Category">{t`Category`}</option>
      </SelectField>
      <TextField
        label={<Trans>Key</Trans>}
        value={values.key}
        onChange={(event) => change('key', event.target.value)}
        error={errors.key}
        disabled={!isNew}
        hint={
          isNew ? (
            <Trans>Lower-case letters, digits, dots and dashes, e.g. report.sales. It never changes.</Trans>
          ) : (
            <Trans>The key of a menu item never changes.</Trans>
          )
        }
        required
        autoComplete="off"
      />
      <TextField
        label={<Trans>Title</Trans>}
        value={values.title}
        onChange={(event) => change('title', event.target.value)}
        error={errors.title}
        hint={
          item && menuTitles[item.key] ? (
            <Trans>Built-in items show their translated title.</Trans>
          ) : undefined
        }
        required
        autoComplete="off"
      />
      {values.type === 'Link' ? (
        <TextField
          label={<Trans>Path</Trans>}
          value={values.path}
          onChange={(event) => change('path', event.target.value)}
          error={errors.path}
          hint={<Trans>Starts with a slash, e.g. /report/sales.</Trans>}
          autoComplete="off"
        />
      ) : null}
      <SelectField
        label={<Trans>Parent category</Trans>}
        value={values.parentId}
        onChange={(event) => change('parentId', event.target.value)}
        error={errors.parentId}
      >
        <option value="">{t`None (top level)`}</option>
        {categories.map((category) => (
          <option key={category.id} value={category.id}>
            {labels.menuTitle(category)}
          </option>
        ))}
      </SelectField>
      <div
        className={css({ display: 'grid', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' }, gap: '4' })}
      >
        <TextField
          label={<Trans>Icon</Trans>}
          value={values.icon}
          onChange={(event) => change('icon', event.target.value)}
          error={errors.icon}
          autoComplete="off"
        />
        <TextField
          label={<Trans>Sort order</Trans>}
          value={values.sortOrder}
          onChange={(event) => change('sortOrder', event.target.value)}
          error={errors.sortOrder}
          inputMode="numeric"
          autoComplete="off"
        />
      </div>
      <div className={css({ display: 'flex', justifyContent: 'flex-end', gap: '2' })}>
        <Dialog.CloseTrigger asChild>
          <Button variant="outline">
            <Trans>Cancel</Trans>
          </Button>
        </Dialog.CloseTrigger>
        <Button type="submit">
          <Trans>Save menu item</Trans>
        </Button>
      </div>
    </form>
  );
}
