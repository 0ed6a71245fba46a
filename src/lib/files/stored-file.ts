/**
 * Files a row names (a top-up's slip, a client's logo, a case's attachment) for a screen to show
 * (docs/ARCHITECTURE.md, Files). Files are not mirrored (megabytes each): while the row's change is
 * queued on this device, the file is the Blob stored with its op (`outboxFiles`); otherwise its bytes
 * come from the area's file call with the session's bearer token (one retry after a refresh).
 * Offline, a file that is not on the device cannot be shown, and the screen says so.
 */
import type { SyncEntity } from '../../contract';
import { API_BASE_PATH, PAGE_PATH_HEADER } from '../../contract';
import { getAccessToken, refreshAccessToken } from '../api';
import { pagePathHeader } from '../api/page-path';
import type { MirrorDb, OutboxFile } from '../db';

const API_ORIGIN = (import.meta.env.VITE_API_BASE ?? '').replace(/\/$/, '');

/** The newest file of `field` queued with the row's ops on this device, if one is still waiting. */
export async function queuedFile(
  db: MirrorDb,
  entity: SyncEntity,
  entityId: string,
  field: string,
): Promise<OutboxFile | null> {
  const ops = await db.outbox.where('[entity+entityId]').equals([entity, entityId]).toArray();
  if (!ops.length) return null;
  const files = await db.outboxFiles
    .where('opId')
    .anyOf(ops.map((op) => op.id))
    .toArray();
  const byOp = new Map(files.filter((file) => file.field === field).map((file) => [file.opId, file]));
  const newest = [...ops].reverse().find((op) => byOp.has(op.id));
  return newest ? (byOp.get(newest.id) ?? null) : null;
}

/**
 * A file from the server (`path` under the API base, e.g. `/Credit/slip/<id>`): its Blob, the
 * status code when the server refused, or null when the network failed.
 */
export async function fetchStoredFile(path: string, signal: AbortSignal): Promise<Blob | number | null> {
  const send = () => {
    const headers: Record<string, string> = { [PAGE_PATH_HEADER]: pagePathHeader(window.location.pathname) };
    const token = getAccessToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    return fetch(`${API_ORIGIN}${API_BASE_PATH}${path}`, { headers, credentials: 'include', signal });
  };
  try {
    let response = await send();
    if (response.status === 401 && (await refreshAccessToken())) response = await send();
    return response.ok ? await response.blob() : response.status;
  } catch (error) {
    if (signal.aborted) throw error;
    return null;
  }
}
