/**
 * Export is a function permission on the device too (docs/security.md, "One policy"): the export
 * of the device copy runs only when the access policy lets the signed-in user export the entity,
 * whatever a screen offered. The user is the one this device signed in (kept in the preferences,
 * as the auth feature writes it), their grants the freshest the mirror holds.
 */
import { mayExport, SessionUserSchema } from '../../contract';
import type { SyncEntity } from '../../contract';
import { readJsonPref, SIGNED_IN_USER_PREF } from '../prefs/prefs';
import { readPermissions } from './access-check';

export async function mayExportNow(entity: SyncEntity): Promise<boolean> {
  const user = readJsonPref(SIGNED_IN_USER_PREF, SessionUserSchema);
  return user !== undefined && mayExport(await readPermissions(user), entity);
}
