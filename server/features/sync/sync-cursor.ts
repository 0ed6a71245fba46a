/**
 * The pull cursor: opaque to the client, base64url JSON with a format version. Bumping
 * CURSOR_VERSION (say, when a mirrored row changes shape) makes every client bootstrap again,
 * because an unknown version answers `reset: true`. `s` binds the cursor to the caller's download plan
 * (download-plan.ts): a user who moves to another merchant, or whose grants change what they may
 * see, starts over.
 */
import * as v from 'valibot';

export const CURSOR_VERSION = 2;

const xid = v.pipe(v.string(), v.regex(/^\d{1,20}$/));
const ScopeTag = v.pipe(v.string(), v.maxLength(40));

const SnapshotCursorSchema = v.object({
  v: v.literal(CURSOR_VERSION),
  p: v.literal('s'),
  s: ScopeTag,
  /** Watermark taken when the bootstrap began; the change log is read from (w, 0) after. */
  w: xid,
  /** Index into the plan's sources, and the last id sent of that entity (null: none yet). */
  e: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(20)),
  k: v.nullable(v.pipe(v.string(), v.uuid())),
  /** Rows in the snapshot, for the client's progress bar. */
  t: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

const LogCursorSchema = v.object({
  v: v.literal(CURSOR_VERSION),
  p: v.literal('l'),
  s: ScopeTag,
  /** The (txid, seq) of the last change-log entry delivered. */
  x: xid,
  q: xid,
});

const CursorSchema = v.variant('p', [SnapshotCursorSchema, LogCursorSchema]);

export type SnapshotCursor = v.InferOutput<typeof SnapshotCursorSchema>;
export type LogCursor = v.InferOutput<typeof LogCursorSchema>;
export type Cursor = SnapshotCursor | LogCursor;

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

/** Null for anything that is not a cursor this server wrote: the client must bootstrap again. */
export function decodeCursor(text: string): Cursor | null {
  try {
    const result = v.safeParse(CursorSchema, JSON.parse(Buffer.from(text, 'base64url').toString('utf8')));
    return result.success ? result.output : null;
  } catch {
    return null;
  }
}
