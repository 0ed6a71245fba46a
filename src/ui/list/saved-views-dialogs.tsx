import { Dialog } from '@ark-ui/react/dialog';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import { deleteView, renameView, setDefaultView, type ListPrefs } from '../../lib/list-views';
import { Button } from '../button';
import { DialogFrame } from '../dialog-frame';
import { TextField } from '../text-field';

const titleStyle = css({ fontSize: 'lg', fontWeight: 'semibold' });
const actionsStyle = css({ display: 'flex', justifyContent: 'flex-end', gap: '2', mt: '2' });
const MAX_NAME = 100;

type SaveViewDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  existingNames: readonly string[];
  onSave: (name: string, isDefault: boolean) => void;
};

/** Names the current filters, sort and columns as a new view. */
export function SaveViewDialog({ open, onOpenChange, existingNames, onSave }: SaveViewDialogProps) {
  const { t } = useLingui();
  const [name, setName] = useState('');
  const [isDefault, setIsDefault] = useState(false);
  const [error, setError] = useState<string | undefined>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) return setError(t`Enter a name for the view.`);
    if (existingNames.includes(trimmed)) return setError(t`A view with this name already exists.`);
    onSave(trimmed, isDefault);
    setName('');
    setIsDefault(false);
    setError(undefined);
    onOpenChange(false);
  }

  return (
    <DialogFrame open={open} onOpenChange={onOpenChange}>
      <form onSubmit={submit} className={css({ display: 'grid', gap: '3' })} noValidate>
        <Dialog.Title className={titleStyle}>
          <Trans>Save current view</Trans>
        </Dialog.Title>
        <Dialog.Description className={css({ color: 'fg.muted', fontSize: 'sm' })}>
          <Trans>Saves the filters, sort order and visible columns on this device, for you only.</Trans>
        </Dialog.Description>
        <TextField
          label={t`View name`}
          value={name}
          maxLength={MAX_NAME}
          required
          error={error}
          onChange={(event) => setName(event.target.value)}
        />
        <label className={css({ display: 'flex', gap: '2', alignItems: 'center', fontSize: 'sm' })}>
          <input
            type="checkbox"
            checked={isDefault}
            onChange={(event) => setIsDefault(event.target.checked)}
          />
          <Trans>Open this list on this view</Trans>
        </label>
        <div className={actionsStyle}>
          <Dialog.CloseTrigger asChild>
            <Button variant="outline">
              <Trans>Cancel</Trans>
            </Button>
          </Dialog.CloseTrigger>
          <Button type="submit">
            <Trans>Save view</Trans>
          </Button>
        </div>
      </form>
    </DialogFrame>
  );
}

type ManageViewsDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  prefs: ListPrefs;
  update: (change: (prefs: ListPrefs) => ListPrefs) => void;
};

/** Renames and deletes views and chooses the default one (or none). */
export function ManageViewsDialog({ open, onOpenChange, prefs, update }: ManageViewsDialogProps) {
  const { t } = useLingui();
  return (
    <DialogFrame open={open} onOpenChange={onOpenChange}>
      <div className={css({ display: 'grid', gap: '3' })}>
        <Dialog.Title className={titleStyle}>
          <Trans>Manage views</Trans>
        </Dialog.Title>
        <ul className={css({ display: 'grid', gap: '3' })}>
          {prefs.views.map((view) => {
            const viewName = view.name;
            return (
              <li key={view.id} className={css({ display: 'grid', gap: '2' })}>
                <TextField
                  label={t`Name of view ${viewName}`}
                  defaultValue={view.name}
                  maxLength={MAX_NAME}
                  onBlur={(event) => {
                    const name = event.target.value.trim();
                    if (name && name !== view.name) update((current) => renameView(current, view.id, name));
                  }}
                />
                <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
                  <label className={css({ display: 'flex', gap: '2', alignItems: 'center', fontSize: 'sm' })}>
                    <input
                      type="radio"
                      name="default-view"
                      checked={prefs.defaultViewId === view.id}
                      onChange={() => update((current) => setDefaultView(current, view.id))}
                    />
                    <Trans>Default</Trans>
                  </label>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={t`Delete view ${viewName}`}
                    onClick={() => update((current) => deleteView(current, view.id))}
                  >
                    <Trans>Delete</Trans>
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
        <div className={actionsStyle}>
          <Button
            variant="outline"
            disabled={!prefs.defaultViewId}
            onClick={() => update((current) => setDefaultView(current, null))}
          >
            <Trans>No default view</Trans>
          </Button>
          <Dialog.CloseTrigger asChild>
            <Button>
              <Trans>Done</Trans>
            </Button>
          </Dialog.CloseTrigger>
        </div>
      </div>
    </DialogFrame>
  );
}
