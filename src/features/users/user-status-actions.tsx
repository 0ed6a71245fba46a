import { Trans, useLingui } from '@lingui/react/macro';
import { canOfferUserAction, type UserStatusAction } from '../../contract';
import type { UserRow } from '../../lib/list-engine';
import { useStatusActions } from '../../ui/list/use-status-actions';
import { changeUserStatus } from './users.store';

type Rights = { canChangeStatus: boolean; canDelete: boolean; selfId: string };

/**
 * A user's activation, deactivation and deletion, for the row menu and (but deletion) the bulk
 * actions. An action is offered where canOfferUserAction offers it (src/contract/user-status.ts),
 * and never on the signed-in user.
 */
export function useUserStatusActions({ canChangeStatus, canDelete, selfId }: Rights) {
  const { t } = useLingui();
  const offers = (action: 'activate' | 'deactivate' | 'delete') => (row: UserRow) =>
    row.id !== selfId && canOfferUserAction(row.status, action);
  return useStatusActions<UserRow, UserStatusAction>({
    canChangeStatus,
    nameOf: (row) => row.fullName,
    change: changeUserStatus,
    choices: [
      {
        status: 'Active',
        offers: offers('activate'),
        text: <Trans>The user can sign in again.</Trans>,
        bulkConfirm: (count) => t`Activate ${count} users?`,
      },
      {
        status: 'Inactive',
        offers: offers('deactivate'),
        text: <Trans>The user is signed out and cannot sign in until activated again.</Trans>,
        bulkConfirm: (count) => t`Deactivate ${count} users?`,
      },
      {
        status: 'Deleted',
        offers: offers('delete'),
        allowed: canDelete,
        text: (
          <Trans>The user is signed out for good and no longer listed. This cannot be undone here.</Trans>
        ),
      },
    ],
  });
}
