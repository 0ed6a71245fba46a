/** Staff review of registered organizations: /Organization/* (see organization-approval.ts). */
import { Hono } from 'hono';
import type { AppBindings, AppDeps } from '../../lib/context';
import { mutation } from '../../lib/idempotency';
import type { Mailer } from '../../lib/mail/mailer';
import { requireAuth } from '../auth/require-auth';
import { approveOrganization, listRegistrations, rejectOrganization } from './organization-approval';

export function organizationRoutes(deps: AppDeps, mailer: Mailer) {
  return new Hono<AppBindings>()
    .use(requireAuth(deps))
    .get('/registrations', listRegistrations(deps))
    .post('/approve', mutation(deps), approveOrganization(deps, mailer))
    .post('/reject', mutation(deps), rejectOrganization(mailer));
}
