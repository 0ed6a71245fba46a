/**
 * POST /Credit/topUp, `multipart/form-data`: a `json` part (TopUpCreateSchema) and a `slip` part
 * (the bank-in slip). Field errors of both parts answer together (422; the slip's at `slip`: a
 * missing one `credit.slipRequired`, a refused one `file.*` from its bytes). A merchant tops up
 * its own merchant (another is 403); staff name the merchant. One transaction (`mutation`): the
 * slip's bytes, the top-up and its PAYMENT_ENTRY (pending + amount) commit together, and the op id
 * as Idempotency-Key answers a resend from the stored answer: one top-up, one stored file.
 *
 * A slip whose SHA-256 another top-up's slip has is flagged (`duplicateOfId`, `duplicateOfAt`:
 * the first such top-up), not refused: the Checker decides. An advisory lock on the hash makes
 * two uploads of one slip at once see each other.
 */
import type { Context } from 'hono';
import { BUSINESS_TIME_ZONE, SLIP_TYPES, TopUpCreateSchema } from '../../../src/contract';
import type { FieldError, TopUp, TopUpCreate } from '../../../src/contract';
import { ApiError } from '../../lib/api-error';
import type { AppBindings } from '../../lib/context';
import { ok } from '../../lib/envelope';
import { fieldError, parseJsonPart, readForm } from '../../lib/files/read-multipart';
import { fileBody } from '../../lib/route-input';
import { checkFilePart, storeFile } from '../../lib/files/stored-files';
import { appendEntry, refuseReusedId } from '../../lib/ledger/append-entry';
import type { Queryable } from '../../db/client';
import { topUpSubmitted } from './top-up-notices';
import { auditCredit, readTopUp } from './credit-write';

/** Is `yyyy-mm-ddThh:mm` a real moment (no 30 February, no 24:00)? */
function isRealDateTime(value: string): boolean {
  const time = Date.parse(`${value}:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 16) === value;
}

/** Field errors of the bank-in time: not a real moment, or more than 10 minutes ahead in Malaysia. */
async function bankInErrors(db: Queryable, bankInAt: string): Promise<FieldError[]> {
  if (!isRealDateTime(bankInAt)) return [fieldError('bankInAt', 'validation.invalid')];
  const { rows } = await db.query<{ future: boolean }>(
    `SELECT $1::timestamp > (now() AT TIME ZONE '${BUSINESS_TIME_ZONE}') + interval '10 minutes' AS future`,
    [bankInAt],
  );
  return rows[0]?.future ? [fieldError('bankInAt', 'credit.bankInFuture')] : [];
}

/** The merchant the top-up is for, or a field error (staff must name an existing one). */
async function merchantOf(c: Context<AppBindings>, input: TopUpCreate): Promise<string | FieldError> {
  const user = c.get('user');
  if (user.userType !== 'staff') {
    if (!user.merchantId || (input.merchantId !== null && input.merchantId !== user.merchantId)) {
      throw new ApiError(403, 'error.forbidden');
    }
    return user.merchantId;
  }
  if (input.merchantId === null) return fieldError('merchantId', 'validation.required');
  const { rows } = await c.get('db').query('SELECT 1 FROM merchants WHERE id = $1', [input.merchantId]);
  return rows.length > 0 ? input.merchantId : fieldError('merchantId', 'validation.invalid');
}

const validationError = (errors: FieldError[]) => {
  const only = errors.length === 1 ? errors[0] : undefined;
  const code = only && only.path === 'slip' ? only.code : 'error.validation';
  return new ApiError(422, code, { errors });
};

/** Multipart only: the top-up as the `json` part and the bank-in slip. */
export const topUpBody = fileBody(TopUpCreateSchema, {
  files: [{ name: 'slip', required: true, description: 'The bank-in slip: an image or PDF, at most 5 MB.' }],
  alsoJson: false,
});

export function createTopUp() {
  return async (c: Context<AppBindings>) => {
    const form = await readForm(c);
    const db = c.get('db');
    const user = c.get('user');
    const json = parseJsonPart(form, TopUpCreateSchema);
    const slip = await checkFilePart(form, 'slip', SLIP_TYPES, 'credit.slipRequired');
    const errors: FieldError[] = [...json.errors];
    let merchantId: string | null = null;
    if (json.value) {
      const merchant = await merchantOf(c, json.value);
      if (typeof merchant === 'string') merchantId = merchant;
      else errors.push(merchant);
      errors.push(...(await bankInErrors(db, json.value.bankInAt)));
    }
    if (slip.error) errors.push(slip.error);
    if (errors.length > 0 || !json.value || !slip.file || merchantId === null) throw validationError(errors);
    const input = json.value;

    const existing = await db.query<{ submittedBy: string }>(
      'SELECT submitted_by AS "submittedBy" FROM top_ups WHERE id = $1',
      [input.id],
    );
    if (existing.rows[0]) {
      // The same op sent again without its key: the top-up as it is; another's id: refused.
      const row = await readTopUp(c, input.id);
      if (existing.rows[0].submittedBy !== user.userID || row.slip?.sha256 !== slip.file.sha256) {
        throw new ApiError(422, 'idempotency.keyReused');
      }
      return ok(c, row, 'credit.topUpSubmitted');
    }

    await db.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [`slip:${slip.file.sha256}`]);
    const { rows: twins } = await db.query<{ id: string }>(
      `SELECT t.id FROM top_ups t JOIN stored_files f ON f.id = t.slip_file_id
       WHERE f.sha256 = $1 ORDER BY t.created_at, t.id LIMIT 1`,
      [slip.file.sha256],
    );
    const stored = await storeFile(db, slip.file, user.userID);
    await refuseReusedId(() =>
      db.query(
        `INSERT INTO top_ups (id, merchant_id, amount_sen, method_code, bank_name, account_number,
         reference_number, bank_in_at, remark, slip_file_id, duplicate_of_id, duplicate_of_at, submitted_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::timestamp, $9, $10, $11::uuid,
               (SELECT created_at FROM top_ups WHERE id = $11::uuid), $12)`,
        [
          input.id,
          merchantId,
          input.amountSen,
          input.methodCode,
          input.bankName,
          input.accountNumber,
          input.referenceNumber,
          input.bankInAt,
          input.remark,
          stored.id,
          twins[0]?.id ?? null,
          user.userID,
        ],
      ),
    );
    await appendEntry(db, {
      merchantId,
      action: 'PAYMENT_ENTRY',
      amountSen: input.amountSen,
      topUpId: input.id,
      reference: input.referenceNumber,
      note: input.remark,
      createdBy: user.userID,
    });
    const topUp: TopUp = await readTopUp(c, input.id);
    await auditCredit(c, 'credit.topUp', 'topUp', input.id, {
      merchantId,
      amountSen: input.amountSen,
      slip: { id: stored.id, type: stored.type, size: stored.size, sha256: stored.sha256 },
      duplicateOfId: topUp.duplicateOfId,
    });
    await topUpSubmitted(db, topUp, user.userID);
    return ok(c, topUp, 'credit.topUpSubmitted');
  };
}
