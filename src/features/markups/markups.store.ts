/**
 * Markups as outbox ops (docs/ARCHITECTURE.md, Markups): a create, an edit (every field
 * on the row's version, as the server's update takes them) and a status change, each one op with
 * its optimistic row, so staff define markups offline too. The server's refusals (an overlap that
 * raced another device) show on Pending changes.
 */
import { normalizeMarkupFields, type Markup, type MarkupCreate, type MarkupStatus } from '../../contract';
import { enqueue, rowChange, type NewChange } from '../../lib/sync';

export const MARKUP_PATHS = {
  create: '/Markup/create',
  update: '/Markup/update',
  status: '/Markup/status/update',
} as const;

type MarkupRow = Pick<Markup, 'id' | 'version'>;

/** The row fields a body sets: blanks as null, the basis from the area (as the server stores them). */
const rowFields = (body: MarkupCreate) => normalizeMarkupFields(body);

export function createMarkupChange(body: MarkupCreate, now = new Date()): NewChange {
  const stamp = now.toISOString();
  return {
    entity: 'markups',
    entityId: body.id,
    baseVersion: 0,
    create: true,
    patch: {
      id: body.id,
      ...rowFields(body),
      status: 'Active',
      currency: 'MYR',
      createdAt: stamp,
      updatedAt: stamp,
    },
    request: { method: 'POST', path: MARKUP_PATHS.create, body },
  };
}

export function updateMarkupChange(row: MarkupRow, body: MarkupCreate, now = new Date()): NewChange {
  return {
    entity: 'markups',
    entityId: row.id,
    baseVersion: row.version,
    patch: { ...rowFields(body), updatedAt: now.toISOString() },
    request: {
      method: 'POST',
      path: MARKUP_PATHS.update,
      body: { ...body, id: row.id, baseVersion: row.version },
    },
  };
}

export const markupStatusChange = (row: MarkupRow, status: MarkupStatus, now = new Date()): NewChange =>
  rowChange('markups', row, MARKUP_PATHS.status, { status }, { updatedAt: now.toISOString() });

export const createMarkup = (body: MarkupCreate) => enqueue(createMarkupChange(body));
export const updateMarkup = (row: MarkupRow, body: MarkupCreate) => enqueue(updateMarkupChange(row, body));
export const changeMarkupStatus = (row: MarkupRow, status: MarkupStatus) =>
  enqueue(markupStatusChange(row, status));
