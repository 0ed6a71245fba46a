/**
 * POST /Invoice/create: a Draft under the client's uuid (an offline create replays under the same
 * id and Idempotency-Key). Staff name the merchant; a merchant role drafts for its own merchant
 * and naming another is 403. Every figure is recomputed here (invoice-write.ts `priceDraft`).
 */
import type { Context } from 'hono';
import { formatMessage, InvoiceCreateSchema } from '../../../src/contract';
import type { Invoice } from '../../../src/contract';
import { ApiError } from '../../lib/api-error';
import type { AppBindings } from '../../lib/context';
import { ok } from '../../lib/envelope';
import { inputOf } from '../../lib/route-input';
import { INVOICE_COLUMNS } from '../../resources/invoices';
import { auditInvoicing, priceDraft } from './invoice-write';

async function merchantOf(c: Context<AppBindings>, named: string | undefined): Promise<string> {
  const user = c.get('user');
  if (user.userType !== 'staff') {
    if (!user.merchantId || (named !== undefined && named !== user.merchantId)) {
      throw new ApiError(403, 'error.forbidden');
    }
    return user.merchantId;
  }
  const { rows } = named
    ? await c.get('db').query<{ id: string }>('SELECT id FROM merchants WHERE id = $1', [named])
    : { rows: [] };
  if (rows.length === 0) {
    const code = named ? 'validation.invalid' : 'validation.required';
    throw new ApiError(422, 'error.validation', {
      errors: [{ path: 'merchantId', code, message: formatMessage(code) }],
    });
  }
  return named as string;
}

/** A constraint the row broke (class 23) or a value it refused (22): 'Failed to insert invoice', never a 500. */
const isDatabaseRefusal = (error: unknown) =>
  typeof error === 'object' && error !== null && /^(23|22)/.test(String((error as { code?: unknown }).code));

export function createInvoice() {
  return async (c: Context<AppBindings>) => {
    const input = inputOf(c, InvoiceCreateSchema);
    const db = c.get('db');
    const merchantId = await merchantOf(c, input.merchantId);
    const columns = await priceDraft(db, merchantId, input);
    const names = Object.keys(columns);
    let rows: Invoice[];
    try {
      ({ rows } = await db.query<Invoice>(
        `INSERT INTO invoices AS i (id, merchant_id, status, created_by, ${names.join(', ')})
         VALUES ($1, $2, 'Draft', $3, ${names.map((name, index) => `$${index + 4}${name.endsWith('_lines') ? '::jsonb' : ''}`).join(', ')})
         ON CONFLICT (id) DO NOTHING
         RETURNING ${INVOICE_COLUMNS}`,
        [input.id, merchantId, c.get('user').userID, ...Object.values(columns)],
      ));
    } catch (error) {
      if (isDatabaseRefusal(error)) throw new ApiError(422, 'invoice.insertFailed');
      throw error;
    }
    const invoice = rows[0];
    if (!invoice) {
      // The id exists: this caller's create replayed without its key, or a clash.
      const { rows: mine } = await db.query<Invoice>(
        `SELECT ${INVOICE_COLUMNS} FROM invoices i WHERE i.id = $1 AND i.created_by = $2 AND i.merchant_id = $3`,
        [input.id, c.get('user').userID, merchantId],
      );
      if (!mine[0]) throw new ApiError(409, 'invoice.insertFailed');
      return ok(c, mine[0], 'invoice.created');
    }
    await auditInvoicing(c, 'invoice.create', 'invoice', invoice.id, {
      merchantId,
      totalSen: invoice.totalSen,
      currency: invoice.currency,
    });
    return ok(c, invoice, 'invoice.created');
  };
}
