/**
 * A client's logo in the list and the form (issue 18). While a create or edit carrying a logo is
 * queued on this device, the logo is the Blob stored with its op (`outboxFiles`); otherwise, when
 * the row names a stored logo, its bytes come from `GET Client/logo/{id}` with the session's token
 * (cached privately by the browser for an hour, keyed by the file's id). Offline, or with no logo,
 * the client's initials stand in. Object URLs are revoked when the image lets go of them.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import { API_BASE_PATH, PAGE_PATH_HEADER, type Client } from '../../contract';
import { getAccessToken, refreshAccessToken } from '../../lib/api';
import { pagePathHeader } from '../../lib/api/page-path';
import type { MirrorDb } from '../../lib/db';
import { BlobImage } from '../../lib/files/blob-image';
import { LOGO_FIELD } from './clients.store';

const API_ORIGIN = (import.meta.env.VITE_API_BASE ?? '').replace(/\/$/, '');

/** The newest logo queued with this client's ops on this device, if any is still waiting. */
export async function queuedLogo(db: MirrorDb, clientId: string): Promise<Blob | null> {
  const ops = await db.outbox.where('[entity+entityId]').equals(['clients', clientId]).toArray();
  if (!ops.length) return null;
  const files = await db.outboxFiles
    .where('opId')
    .anyOf(ops.map((op) => op.id))
    .toArray();
  const byOp = new Map(
    files.filter((file) => file.field === LOGO_FIELD).map((file) => [file.opId, file.blob]),
  );
  const newest = [...ops].reverse().find((op) => byOp.has(op.id));
  return newest ? (byOp.get(newest.id) ?? null) : null;
}

async function fetchLogo(clientId: string, fileId: string, signal: AbortSignal): Promise<Blob | null> {
  const send = () => {
    const headers: Record<string, string> = { [PAGE_PATH_HEADER]: pagePathHeader(window.location.pathname) };
    const token = getAccessToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    const url = `${API_ORIGIN}${API_BASE_PATH}/Client/logo/${encodeURIComponent(clientId)}?v=${encodeURIComponent(fileId)}`;
    return fetch(url, { headers, credentials: 'include', signal });
  };
  try {
    let response = await send();
    if (response.status === 401 && (await refreshAccessToken())) response = await send();
    return response.ok ? await response.blob() : null;
  } catch {
    return null;
  }
}

/** The logo to show: a queued Blob, else the server's, else null (initials). */
export function useClientLogo(
  db: MirrorDb | null,
  client: Pick<Client, 'id' | 'logo'> & { _pending?: boolean },
) {
  const pending = client._pending === true;
  const queued = useLiveQuery(
    async () => (db && pending ? queuedLogo(db, client.id) : null),
    [db, client.id, pending],
  );
  const fileId = client.logo?.id ?? null;
  const [fetched, setFetched] = useState<{ fileId: string; blob: Blob | null } | null>(null);
  useEffect(() => {
    if (!fileId || queued) return undefined;
    const controller = new AbortController();
    void fetchLogo(client.id, fileId, controller.signal).then((blob) => {
      if (!controller.signal.aborted) setFetched({ fileId, blob });
    });
    return () => controller.abort();
  }, [client.id, fileId, queued]);
  if (queued) return queued;
  return fetched && fetched.fileId === fileId ? fetched.blob : null;
}

export const clientInitials = (client: Pick<Client, 'companyName' | 'firstName' | 'lastName'>) => {
  const words = client.companyName ? client.companyName.split(/\s+/) : [client.firstName, client.lastName];
  return words
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => [...word][0]?.toUpperCase() ?? '')
    .join('');
};

const box = css({
  w: '8',
  h: '8',
  borderRadius: 'md',
  flexShrink: 0,
  objectFit: 'contain',
  bg: 'bg.subtle',
  display: 'grid',
  placeItems: 'center',
  fontSize: 'xs',
  fontWeight: 'bold',
  color: 'fg.muted',
  borderWidth: '1px',
  borderColor: 'border.default',
});

type LogoClient = Pick<Client, 'id' | 'logo' | 'companyName' | 'firstName' | 'lastName'> & {
  _pending?: boolean;
};

/** The logo as a small image, or the initials (decorative: the row names the client). */
export function ClientLogo({ db, client, alt }: { db: MirrorDb | null; client: LogoClient; alt: string }) {
  const blob = useClientLogo(db, client);
  if (blob) return <BlobImage blob={blob} alt={alt} className={box} />;
  return (
    <span aria-hidden="true" className={box}>
      {clientInitials(client)}
    </span>
  );
}
