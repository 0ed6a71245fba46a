/**
 * The company's e-invoice settings (docs/e-invoicing.md, How the product uses them; docs/security.md,
 * E-invoices): its supplier tax identity, changed under four eyes. A staff Checker holding the
 * settings' `update` grant proposes a new identity; a different Checker holding `approve` applies
 * or drops it (four-eyes.ts). The job and every device read only the approved identity.
 */
import * as v from 'valibot';
import type { FunctionAction } from '../permissions';
import { SupplierTaxIdentitySchema, type SupplierTaxIdentity } from './tax-identity';

/** The menu item of the settings screen, and the grants of its calls. */
export const E_INVOICE_SETTINGS_MENU = 'invoice.eInvoiceSettings';
export const E_INVOICE_SETTINGS_FUNCTIONS = {
  view: [E_INVOICE_SETTINGS_MENU, 'view'],
  propose: [E_INVOICE_SETTINGS_MENU, 'update'],
  decide: [E_INVOICE_SETTINGS_MENU, 'approve'],
} as const satisfies Record<string, readonly [string, FunctionAction]>;

export type SupplierProposal = {
  identity: SupplierTaxIdentity;
  proposedBy: string | null;
  proposedByName: string | null;
  proposedAt: string;
};

/**
 * GET EInvoice/supplier: the approved identity (null until a first approval), which every
 * signed-in user reads (it is printed on every invoice); the waiting proposal only for callers
 * holding the settings' `view` grant.
 */
export const SupplierSettingsSchema = v.object({
  identity: v.nullable(v.custom<SupplierTaxIdentity>((value) => typeof value === 'object')),
  proposal: v.nullable(
    v.object({
      identity: v.custom<SupplierTaxIdentity>((value) => typeof value === 'object'),
      proposedBy: v.nullable(v.string()),
      proposedByName: v.nullable(v.string()),
      proposedAt: v.string(),
    }),
  ),
  updatedAt: v.nullable(v.string()),
});
export type SupplierSettings = v.InferOutput<typeof SupplierSettingsSchema>;

/** POST EInvoice/supplier/propose: the whole identity as it should become. */
export const SupplierProposeSchema = v.object({ identity: SupplierTaxIdentitySchema });
export type SupplierPropose = v.InferOutput<typeof SupplierProposeSchema>;

/**
 * POST EInvoice/supplier/approval: a Checker's decision on the proposal of `proposedAt` (the one
 * the Checker saw; another in its place is 409 eInvoice.settingsProposalChanged).
 */
export const SupplierDecisionSchema = v.object({
  decision: v.picklist(['Approved', 'Rejected'], 'validation.invalid'),
  proposedAt: v.pipe(v.string('validation.required'), v.maxLength(40, 'validation.tooLong')),
  reason: v.optional(
    v.pipe(v.string('validation.text'), v.trim(), v.maxLength(500, 'validation.tooLong')),
    '',
  ),
});
export type SupplierDecision = v.InferOutput<typeof SupplierDecisionSchema>;
