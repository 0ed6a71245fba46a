/**
 * /EInvoice/supplier/* (docs/security.md, E-invoices): the company's e-invoice settings, read by
 * every signed-in user (the device's pre-flight needs them) and changed under four eyes by staff
 * Checkers holding the settings' grants (supplier-settings.ts).
 */
import { Hono } from 'hono';
import {
  E_INVOICE_SETTINGS_FUNCTIONS as F,
  SupplierDecisionSchema,
  SupplierProposeSchema,
  SupplierSettingsSchema,
} from '../../../src/contract';
import { requireAuth } from '../../lib/auth/require-auth';
import type { AppBindings, AppDeps } from '../../lib/context';
import { mutation } from '../../lib/idempotency';
import { describeCall } from '../../lib/openapi/describe-call';
import { requirePermission as can } from '../../lib/require-permission';
import { signedInCall } from '../../lib/route-access';
import { beforeInput, jsonBody } from '../../lib/route-input';
import { ApiError } from '../../lib/api-error';
import { isChecker } from '../../../src/contract';
import { decideSupplier, getSupplierSettings, proposeSupplier } from './supplier-settings';

/** A Maker's or a merchant's call is refused before its body is read. */
const settingsCheckersOnly = beforeInput((c) => {
  if (!isChecker(c.get('user'))) throw new ApiError(403, 'eInvoice.settingsCheckerOnly');
});

export function supplierSettingsRoutes(deps: AppDeps) {
  const auth = requireAuth(deps);
  return new Hono<AppBindings>()
    .get(
      '/',
      auth,
      signedInCall,
      describeCall({
        summary: 'The company’s e-invoice identity, and its proposed change for the settings’ viewers',
        answers: SupplierSettingsSchema,
      }),
      getSupplierSettings(deps.db),
    )
    .post(
      '/propose',
      auth,
      can(F.propose),
      mutation(deps),
      settingsCheckersOnly,
      describeCall({
        summary: 'Propose a change of the company’s e-invoice identity',
        answers: SupplierSettingsSchema,
      }),
      jsonBody(SupplierProposeSchema),
      proposeSupplier,
    )
    .post(
      '/approval',
      auth,
      can(F.decide),
      mutation(deps),
      settingsCheckersOnly,
      describeCall({
        summary: 'Approve or reject the proposed company e-invoice identity (another Checker)',
        answers: SupplierSettingsSchema,
      }),
      jsonBody(SupplierDecisionSchema),
      decideSupplier,
    );
}
