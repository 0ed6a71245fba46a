import type { SyncEntity } from '../../contract';

/**
 * A mirrored row: the server's camelCase object plus bookkeeping fields that start with `_`
 * (lower-cased sort keys, `_pending`). The server never sees the `_` fields.
 */
export type MirrorRow = {
  id: string;
  /** The server version the row is based on (its shadow's, while it has pending ops). */
  version: number;
  /** True while queued changes are applied optimistically on top of the server copy. */
  _pending?: boolean;
  [field: string]: unknown;
};

/** The fields an op changes, as the server names them. */
export type RowPatch = Record<string, unknown>;

export type OpState = 'queued' | 'sending' | 'failed' | 'conflict';
export type OpMethod = 'POST' | 'PUT' | 'DELETE';
export type OpError = { status: number; code: string | null; message: string };
export type OpConflict = { theirs: MirrorRow; fields: string[] };

/** One queued change (docs/ARCHITECTURE.md, Offline core). Stored before the UI says "saved". */
export type OpOrigin = { pagePath: string; importFile?: string };

export type OutboxOp = {
  /** A uuid; also the Idempotency-Key, so a resend is recognised by the server. */
  id: string;
  /** Auto-increment: the device-wide replay order. */
  seq?: number;
  userId: string;
  method: OpMethod;
  path: string;
  body: unknown;
  entity: SyncEntity;
  entityId: string;
  baseVersion: number;
  /** The fields this op changes (rebased on conflicts, replayed on top of the shadow). */
  patch: RowPatch;
  /** The same fields as they were when the op was made: the merge base on a conflict. */
  base: RowPatch | null;
  /** The row did not exist on the server when the op was made. */
  create: boolean;
  /**
   * The form fields of the files it sends (`['slip']`), stored in `outboxFiles`; such an op goes
   * alone as multipart/form-data, never in a batch (lib/sync/outbox-files.ts).
   */
  files?: string[];
  /**
   * Where the change was made, for the server's audit: the page (its page-path header value) and,
   * for an imported row, the file's name (docs/ARCHITECTURE.md, Import). Sent with the op however
   * late it goes; older ops have none and name the page they are sent from.
   */
  origin?: OpOrigin;
  state: OpState;
  attempts: number;
  nextAttemptAt: number;
  error: OpError | null;
  conflict: OpConflict | null;
  createdAt: number;
};

/**
 * A file a queued op sends (a bank-in slip): the Blob itself, stored with its op in one
 * transaction and deleted with it (docs/ARCHITECTURE.md, Files). `field` is the multipart part's
 * name; `thumbnail` a small JPEG for Pending changes, when the file is an image.
 */
export type OutboxFile = {
  opId: string;
  field: string;
  name: string;
  type: string;
  size: number;
  blob: Blob;
  thumbnail: Blob | null;
};

/** The last server copy of a row that has pending ops, so a discard can roll back. */
export type ShadowRow = { entity: SyncEntity; id: string; row: MirrorRow };

export type MetaEntry = { key: string; value: unknown };
