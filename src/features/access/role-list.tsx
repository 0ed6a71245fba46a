import { Trans } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import { Badge } from '../../ui/badge';
import { caption, cell, table, tableFrame } from './access-styles';
import { useAccessLabels } from './use-access-labels';
import type { RoleRow } from './use-access-rows';

type RoleListProps = {
  roles: RoleRow[];
  selectedId: string | null;
  onSelect: (roleId: string) => void;
};

/** The roles; each name is a button that opens the role's menu permissions below. */
export function RoleList({ roles, selectedId, onSelect }: RoleListProps) {
  const labels = useAccessLabels();
  return (
    <div className={tableFrame}>
      <table className={table}>
        <caption className={caption}>
          <Trans>Roles</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col" className={cell}>
              <Trans>Name</Trans>
            </th>
            <th scope="col" className={cell}>
              <Trans>Scope</Trans>
            </th>
            <th scope="col" className={cell}>
              <Trans>Description</Trans>
            </th>
            <th scope="col" className={cell}>
              <Trans>Menus granted</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {roles.length === 0 ? (
            <tr>
              <td colSpan={4} className={css({ p: '6', textAlign: 'center', color: 'fg.muted' })}>
                <Trans>No roles yet.</Trans>
              </td>
            </tr>
          ) : null}
          {roles.map((role) => {
            const isSelected = role.id === selectedId;
            return (
              <tr
                key={role.id}
                data-pending={role.isPending || undefined}
                className={css({ bg: isSelected ? 'bg.selected' : undefined })}
              >
                <th scope="row" className={cell}>
                  <span
                    className={css({
                      display: 'inline-flex',
                      flexWrap: 'wrap',
                      gap: '2',
                      alignItems: 'center',
                    })}
                  >
                    <button
                      type="button"
                      aria-pressed={isSelected}
                      onClick={() => onSelect(role.id)}
                      className={css({
                        fontWeight: 'medium',
                        textDecoration: 'underline',
                        cursor: 'pointer',
                        borderRadius: 'sm',
                        _focusVisible: {
                          outlineWidth: 'thick',
                          outlineStyle: 'solid',
                          outlineColor: 'accent.default',
                        },
                      })}
                    >
                      {role.name}
                    </button>
                    {role.isSystem ? (
                      <Badge tone="neutral">
                        <Trans>Built-in</Trans>
                      </Badge>
                    ) : null}
                    {role.isPending ? (
                      <Badge tone="info">
                        <Trans>Pending sync</Trans>
                      </Badge>
                    ) : null}
                  </span>
                </th>
                <td className={cell}>{labels.scope(role.scope)}</td>
                <td className={cell}>{role.description}</td>
                <td className={cell}>{role.menuKeys.length}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
