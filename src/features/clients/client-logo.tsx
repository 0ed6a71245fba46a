/**
 * A client's logo in the list and the form. While a create or edit carrying a logo is
 * queued on this device, the logo is the Blob stored with its op (`outboxFiles`); otherwise, when
 * the row names a stored logo, its bytes come from `GET Client/logo/{id}` with the session's token
 * (cached privately by the browser for an hour, keyed by the file's id). Offline, or with no logo,
 * the client's initials stand in. Object URLs are revoked when the image lets go of them.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { css } from 'styled-system/css';
import type { Client } from '../../contract';
import type { MirrorDb } from '../../lib/db';
import { BlobImage } from '../../lib/files/blob-image';
import { fetchStoredFile, queuedFile } from '../../lib/files/stored-file';
import { LOGO_FIELD } from './clients.store';

/** The newest logo queued with this client's ops on this device, if any is still waiting. */
export const queuedLogo = async (db: MirrorDb, clientId: string): Promise<Blob | null> =>
  (await queuedFile(db, 'clients', clientId, LOGO_FIELD))?.blob ?? null;

/** The stored logo; `v` names the file so the browser's private cache never serves a stale one. */
async function fetchLogo(clientId: string, fileId: string, signal: AbortSignal): Promise<Blob | null> {
  const path = `/Client/logo/${encodeURIComponent(clientId)}?v=${encodeURIComponent(fileId)}`;
  const answer = await fetchStoredFile(path, signal).catch(() => null);
  return answer instanceof Blob ? answer : null;
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
  borderWidth: 'thin',
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
