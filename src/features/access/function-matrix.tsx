import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useGrantsDraft } from './use-draft';
import { css } from 'styled-system/css';
import { FUNCTION_ACTIONS, functionKey } from '../../contract';
import type { Role } from '../../contract';
import { translateMessage } from '../../lib/i18n/server-messages';
import { Button } from '../../ui/button';
import { FormAlert } from '../../ui/form-alert';
import { announceQueuedChange, markOutbox } from '../../ui/queued-change-toast';
import { toaster } from '../../ui/toaster';
import { saveRoleFunctions } from './access-actions';
import { buildFunctionList, isSameSet, isSuperAdmin, toggleFunction, type FunctionRow } from './access-model';
import { caption, cell, checkbox, note, table, tableFrame } from './access-styles';
import { useAccessLabels, type MenuTitles } from './use-access-labels';

type FunctionMatrixProps = { role: Role; rows: FunctionRow[]; canUpdate: boolean; menuTitles: MenuTitles };

/**
 * The FAC matrix: the role's granted links by the actions, a box per cell. A local draft until
 * saved, following the mirrored grants while untouched (use-draft.ts).
 */
export function FunctionMatrix({ role, rows, canUpdate, menuTitles }: FunctionMatrixProps) {
  const { i18n, t } = useLingui();
  const labels = useAccessLabels(menuTitles);
  const [draft, setDraft] = useGrantsDraft(role.functions);
  const checked: ReadonlySet<string> = new Set(draft);
  const [error, setError] = useState<string | null>(null);
  const isLocked = isSuperAdmin(role);
  const isReadOnly = isLocked || !canUpdate;
  const roleName = role.name;

  async function save() {
    setError(null);
    const functions = buildFunctionList(rows, role.functions, checked);
    if (isSameSet(functions, role.functions)) {
      toaster.create({ type: 'info', title: t`There are no changes to save.` });
      return;
    }
    const mark = await markOutbox();
    try {
      await saveRoleFunctions(role, functions);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : t`The change could not be saved.`);
      return;
    }
    void announceQueuedChange(mark, t`Function permissions of ${roleName} saved.`);
  }

  if (rows.length === 0) {
    return (
      <p className={note}>
        <Trans>
          {roleName} has no menus yet. Grant menus on User Access Control first; each granted menu shows here.
        </Trans>
      </p>
    );
  }
  return (
    <div className={css({ display: 'grid', gap: '3' })}>
      {isLocked ? (
        <p className={note}>
          {translateMessage(i18n, 'role.systemLocked')}{' '}
          <Trans>It always holds every function, so the administrators can never be locked out.</Trans>
        </p>
      ) : !canUpdate ? (
        <p className={note}>
          <Trans>You can see these permissions but not change them.</Trans>
        </p>
      ) : null}
      <FormAlert message={error} />
      <div className={tableFrame}>
        <table className={table}>
          <caption className={caption}>
            <Trans>Function permissions of {roleName}</Trans>
          </caption>
          <thead>
            <tr>
              <th scope="col" className={cell}>
                <Trans>Menu item</Trans>
              </th>
              {FUNCTION_ACTIONS.map((action) => (
                <th key={action} scope="col" className={cell} style={{ textAlign: 'center' }}>
                  {labels.action(action)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const title = labels.menuTitle(row.item);
              if (row.kind === 'heading') {
                return (
                  <tr key={row.item.id} className={css({ bg: 'bg.subtle' })}>
                    <th scope="colgroup" colSpan={FUNCTION_ACTIONS.length + 1} className={cell}>
                      {title}
                    </th>
                  </tr>
                );
              }
              return (
                <tr key={row.item.id}>
                  <th
                    scope="row"
                    className={cell}
                    style={{
                      paddingInlineStart: `calc(0.75rem + ${row.depth * 1.5}rem)`,
                      fontWeight: 'normal',
                    }}
                  >
                    {title}
                  </th>
                  {FUNCTION_ACTIONS.map((action) => {
                    const actionLabel = labels.action(action);
                    return (
                      <td key={action} className={cell} style={{ textAlign: 'center' }}>
                        <input
                          type="checkbox"
                          className={checkbox}
                          aria-label={t`${title}: ${actionLabel}`}
                          checked={checked.has(functionKey(row.item.key, action))}
                          disabled={isReadOnly}
                          onChange={(event) =>
                            setDraft((previous) => [
                              ...toggleFunction(
                                new Set(previous),
                                row.item.key,
                                action,
                                event.target.checked,
                              ),
                            ])
                          }
                        />
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {isReadOnly ? null : (
        <div className={css({ display: 'flex', justifyContent: 'flex-end' })}>
          <Button onClick={() => void save()}>
            <Trans>Save function permissions</Trans>
          </Button>
        </div>
      )}
    </div>
  );
}
