/** GET /Merchant/{id}: one merchant in the caller's scope; 404 for an unknown or malformed id. */
import type { Context } from 'hono';
import type { AppBindings, AppDeps } from '../../lib/context';
import { ApiError } from '../../lib/api-error';
import { ok } from '../../lib/envelope';
import { merchantScope } from '../../lib/scope';
import { findMerchant } from './find-merchant';

export function getMerchant({ db }: AppDeps) {
  return async (c: Context<AppBindings>) => {
    const merchant = await findMerchant(db, c.req.param('id') ?? '', merchantScope(c.get('user')));
    if (!merchant) throw new ApiError(404, 'error.notFound');
    return ok(c, merchant);
  };
}
