/**
 * Export is a function permission on the device too (docs/security.md, "One policy"): the export
 * of the device copy runs only when the access policy lets the signed-in user export the entity,
 * whatever a screen offered. The user is the one this device signed in (kept in the preferences,
 * as the auth feature writes it), their grants the freshest the mirror holds.
 */
import * as v from 'valibot';
import { mayExport, SessionUserSchema } from '../../contract';
import type { SyncEntity } from '../../contract';
import { readPref } from '../prefs/prefs';
import { readPermissions } from './access-check';

const parseUser = (raw: string) => {
  try {
    const parsed = v.safeParse(SessionUserSchema, JSON.parse(raw));
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
};

export async function mayExportNow(entity: SyncEntity): Promise<boolean> {
  const user = readPref('user', parseUser);
  return user !== undefined && mayExport(await readPermissions(user), entity);
}
