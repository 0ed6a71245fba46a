/**
 * POST /Case/create: JSON (CaseCreateSchema), or `multipart/form-data` with that body as its
 * `json` part and an optional `attachment` part (an image or PDF by its bytes, at most 5 MB).
 * Any signed-in user with FAC create opens a case; a merchant user's case belongs to its merchant,
 * staff's to none. The case number, the attachment and the row commit in one transaction
 * (`mutation`); the op id as Idempotency-Key answers a resend from the stored answer.
 *
 * Refusals that are not a field's validation (a related booking or invoice the caller may not
 * see, a database refusal) answer 422 `case.createFailed`, 'Failed to create case,
 * please try again later', which the app shows as the create's failure.
 */
import type { Context } from 'hono';
import { CASE_ATTACHMENT_TYPES, CaseCreateSchema } from '../../../src/contract';
import type { CaseCreate, FieldError } from '../../../src/contract';
import { ApiError } from '../../lib/api-error';
import type { AppBindings } from '../../lib/context';
import { ok } from '../../lib/envelope';
import { fieldError, isMultipart, parseJsonPart, readForm } from '../../lib/files/read-multipart';
import type { CheckedFile } from '../../lib/files/stored-files';
import { checkFilePart, storeFile } from '../../lib/files/stored-files';
import { merchantScope } from '../../lib/scope';
import { fileBody, inputOf } from '../../lib/route-input';
import { auditCase, nextCaseNumber, readCase } from './case-write';

/** JSON, or multipart with the body as its `json` part and an optional attachment. */
export const caseCreateBody = fileBody(CaseCreateSchema, {
  files: [{ name: 'attachment', required: false, description: 'An image or PDF, at most 5 MB.' }],
  alsoJson: true,
});

type Parsed = { input: CaseCreate; file: CheckedFile | null };

async function readCreate(c: Context<AppBindings>): Promise<Parsed> {
  if (!isMultipart(c)) return { input: inputOf(c, CaseCreateSchema), file: null };
  const form = await readForm(c);
  const json = parseJsonPart(form, CaseCreateSchema);
  const errors: FieldError[] = [...json.errors];
  let file: CheckedFile | null = null;
  if (form.get('attachment') !== null) {
    const checked = await checkFilePart(form, 'attachment', CASE_ATTACHMENT_TYPES, 'validation.required');
    if (checked.error) errors.push(checked.error);
    file = checked.file;
  }
  if (errors.length > 0 || !json.value) {
    const only = errors.length === 1 ? errors[0] : undefined;
    throw new ApiError(422, only?.path === 'attachment' ? only.code : 'error.validation', { errors });
  }
  return { input: json.value, file };
}

const createFailed = (path: string) =>
  new ApiError(422, 'case.createFailed', { errors: [fieldError(path, 'case.createFailed')] });

/** A related booking or invoice must exist in the caller's scope. */
async function checkRelated(c: Context<AppBindings>, input: CaseCreate): Promise<void> {
  const scope = merchantScope(c.get('user'));
  const related = [
    ['relatedBookingId', 'bookings', input.relatedBookingId],
    ['relatedInvoiceId', 'invoices', input.relatedInvoiceId],
  ] as const;
  for (const [path, table, id] of related) {
    if (id === null) continue;
    const { rows } = await c
      .get('db')
      .query(`SELECT 1 FROM ${table} WHERE id = $1 AND ($2::uuid IS NULL OR merchant_id = $2::uuid)`, [
        id,
        scope,
      ]);
    if (rows.length === 0) throw createFailed(path);
  }
}

export function createCase() {
  return async (c: Context<AppBindings>) => {
    const { input, file } = await readCreate(c);
    const db = c.get('db');
    const user = c.get('user');
    const existing = await db.query<{ requesterId: string; subject: string }>(
      'SELECT requester_id AS "requesterId", subject FROM cases WHERE id = $1',
      [input.id],
    );
    if (existing.rows[0]) {
      // The same op sent again without its key: the case as it is; another's id: refused.
      const same = existing.rows[0].requesterId === user.userID && existing.rows[0].subject === input.subject;
      if (!same) throw new ApiError(422, 'idempotency.keyReused');
      return ok(c, await readCase(c, input.id), 'case.created');
    }
    await checkRelated(c, input);
    const stored = file ? await storeFile(db, file, user.userID) : null;
    const merchantId = user.userType === 'staff' ? null : user.merchantId;
    const caseNumber = await nextCaseNumber(db);
    try {
      await db.query(
        `INSERT INTO cases (id, case_number, merchant_id, requester_id, category, subject, description,
           related_booking_id, related_invoice_id, attachment_file_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [
          input.id,
          caseNumber,
          merchantId,
          user.userID,
          input.category,
          input.subject,
          input.description,
          input.relatedBookingId,
          input.relatedInvoiceId,
          stored?.id ?? null,
        ],
      );
    } catch (error) {
      // The transaction is lost with it: nothing of this create is kept.
      console.warn('case create refused by the database', (error as Error).message);
      throw new ApiError(422, 'case.createFailed');
    }
    await auditCase(c, 'case.create', input.id, {
      caseNumber,
      category: input.category,
      attachment: stored ? { id: stored.id, type: stored.type, size: stored.size } : null,
    });
    return ok(c, await readCase(c, input.id), 'case.created');
  };
}
