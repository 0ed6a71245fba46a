import type { Context } from 'hono';
import { IMPORT_FILE_HEADER, PAGE_PATH_HEADER } from '../../src/contract';
import type { Queryable } from '../db/client';
import type { AppBindings } from './context';

export type AuditEntry = {
  userId: string | null;
  action: string;
  entity?: string;
  entityId?: string | null;
  details?: Record<string, unknown>;
};

/** The file an imported change came from (X-Import-File, percent-encoded), as the user named it. */
function importFileOf(c: Context<AppBindings>): string | null {
  const header = c.req.header(IMPORT_FILE_HEADER);
  if (!header) return null;
  try {
    // Control characters have no place in a log line.
    const name = [...decodeURIComponent(header)].map((char) =>
      char < ' ' || char === '\u007f' ? ' ' : char,
    );
    return name.join('').slice(0, 255);
  } catch {
    return null;
  }
}

/**
 * Appends to audit_log (append-only, migration 019) with the request id, the page the user was on
 * (X-Page-Path), the client address and the user agent (docs/security.md, Hardening); a change
 * made by import adds its file's name to the details (docs/ARCHITECTURE.md, Import).
 */
export async function recordAudit(db: Queryable, c: Context<AppBindings>, entry: AuditEntry): Promise<void> {
  const pagePath = c.req.header(PAGE_PATH_HEADER)?.slice(0, 200) ?? null;
  const importFile = importFileOf(c);
  const details = importFile ? { ...entry.details, importFile } : (entry.details ?? {});
  await db.query(
    `INSERT INTO audit_log (user_id, action, entity, entity_id, page_path, details, request_id,
                           client_address, user_agent)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9)`,
    [
      entry.userId,
      entry.action,
      entry.entity ?? null,
      entry.entityId ?? null,
      pagePath,
      JSON.stringify(details),
      c.get('requestId'),
      c.get('clientAddress') ?? null,
      c.req.header('User-Agent')?.slice(0, 300) ?? null,
    ],
  );
}
