/** Staff review of registered organizations: /Organization/* (see organization-approval.ts). */
import { Hono } from 'hono';
import { ApproveOrganizationSchema, RejectOrganizationSchema } from '../../../src/contract';
import type { AppBindings, AppDeps } from '../../lib/context';
import { mutation } from '../../lib/idempotency';
import { requirePermission } from '../../lib/require-permission';
import { requireAuth } from '../../lib/auth/require-auth';
import { approveOrganization, listRegistrations, rejectOrganization } from './organization-approval';
import { jsonBody } from '../../lib/route-input';
import { decidersOnly } from '../../lib/caller-checks';

const DECIDE = ['organization.approval', 'approve'] as const;

export function organizationRoutes(deps: AppDeps) {
  return new Hono<AppBindings>()
    .use(requireAuth(deps))
    .get('/registrations', requirePermission(['organization.approval', 'view']), listRegistrations(deps))
    .post(
      '/approve',
      requirePermission(DECIDE),
      mutation(deps),
      decidersOnly,
      jsonBody(ApproveOrganizationSchema),
      approveOrganization(deps),
    )
    .post(
      '/reject',
      requirePermission(DECIDE),
      mutation(deps),
      decidersOnly,
      jsonBody(RejectOrganizationSchema),
      rejectOrganization(),
    );
}
