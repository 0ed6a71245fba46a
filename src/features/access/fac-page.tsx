import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { css } from 'styled-system/css';
import type { SessionUser } from '../../contract';
import { useCan } from '../../lib/access/access-check';
import type { MirrorDb } from '../../lib/db';
import { Loading } from '../../ui/loading';
import { useAccessDownload } from './access-download';
import { buildFunctionRows, buildMenuRows } from './access-model';
import { note } from './access-styles';
import { FunctionMatrix } from './function-matrix';
import { SelectField } from '../../ui/select-field';
import type { MenuTitles } from './use-access-labels';
import { useMenuItems, useRoles } from './use-access-rows';

type FacPageProps = { db: MirrorDb; user: SessionUser; menuTitles: MenuTitles };

/** Function Access Control: which actions a role may perform on each of its menus. */
export function FacPage({ db, user, menuTitles }: FacPageProps) {
  const can = useCan(user);
  const roles = useRoles(db);
  const items = useMenuItems(db);
  const download = useAccessDownload(db);
  const [chosenId, setChosenId] = useState<string | null>(null);

  if (!roles || !items || download === undefined) return <Loading />;
  const selected = roles.find((role) => role.id === chosenId) ?? roles[0] ?? null;

  return (
    <section aria-labelledby="fac-title" className={css({ display: 'grid', gap: '4' })}>
      <h1 id="fac-title" className={css({ fontSize: '2xl', fontWeight: 'bold' })}>
        <Trans>Function Access Control</Trans>
      </h1>
      <p className={note}>
        <Trans>
          A user may perform an action only when their role holds both the menu and the action on it.
        </Trans>
      </p>
      {download ?? (
        <>
          <div className={css({ maxW: 'sm' })}>
            <SelectField
              label={<Trans>Role</Trans>}
              value={selected?.id ?? ''}
              onChange={(event) => setChosenId(event.target.value)}
            >
              {roles.map((role) => (
                <option key={role.id} value={role.id}>
                  {role.name}
                </option>
              ))}
            </SelectField>
          </div>
          {selected ? (
            <FunctionMatrix
              key={selected.id}
              role={selected}
              rows={buildFunctionRows(buildMenuRows(items), selected.menuKeys)}
              canUpdate={can('access.fac', 'update')}
              menuTitles={menuTitles}
            />
          ) : (
            <p className={note}>
              <Trans>No roles yet.</Trans>
            </p>
          )}
        </>
      )}
    </section>
  );
}
