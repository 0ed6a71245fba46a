/**
 * POST /Markup/quote { id, baseSen, pax | nights, rooms }: the contract's pricing function on a
 * markup the caller may see (another merchant's is 404, as a get is). Read-only: no idempotency.
 */
import type { Context } from 'hono';
import { MarkupQuoteSchema, priceWithMarkup } from '../../../src/contract';
import type { Markup } from '../../../src/contract';
import { ApiError } from '../../lib/api-error';
import type { AppBindings, AppDeps } from '../../lib/context';
import { ok } from '../../lib/envelope';
import { findRow } from '../../lib/entity-list/find-row';
import { merchantScope } from '../../lib/scope';
import { inputOf } from '../../lib/route-input';
import { markupResource } from '../../resources/markups';

export function quoteMarkup({ db }: AppDeps) {
  return async (c: Context<AppBindings>) => {
    const input = inputOf(c, MarkupQuoteSchema);
    const markup = await findRow<Markup>(db, markupResource, input.id, merchantScope(c.get('user')));
    if (!markup) throw new ApiError(404, 'error.notFound');
    const units =
      markup.basis === 'PerTicket' ? { pax: input.pax } : { nights: input.nights, rooms: input.rooms };
    return ok(c, {
      markupId: markup.id,
      currency: markup.currency,
      ...priceWithMarkup({ markup, baseSen: input.baseSen, ...units }),
    });
  };
}
