import { useLingui } from '@lingui/react/macro';
import type { MirrorDb } from '../../lib/db';
import { useEntityReady } from '../../lib/sync/entity-ready';
import { DownloadState } from '../../ui/list/download-state';

/**
 * The access screens read roles and menu items together: until both have finished their first
 * download they say so, never "No roles yet.". Undefined while it is read;
 * null once both are on the device.
 */
export function useAccessDownload(db: MirrorDb) {
  const { t } = useLingui();
  const roles = useEntityReady(db, 'roles');
  const menu = useEntityReady(db, 'menu');
  if (!roles || !menu) return undefined;
  if (!roles.ready) return <DownloadState title={t`Downloading roles…`} readiness={roles} />;
  if (!menu.ready) return <DownloadState title={t`Downloading the menu…`} readiness={menu} />;
  return null;
}
