/**
 * Registration calls. Registering and verifying are public; the approval calls are staff-only
 * and online-only (a decision mails the registrant, so it is never queued offline); each click
 * sends its own Idempotency-Key, so a retried request after a lost answer is applied once.
 */
import * as v from 'valibot';
import {
  IDEMPOTENCY_KEY_HEADER,
  OrganizationRegistrationListSchema,
  type RegisterOrganization,
  type RejectOrganization,
  VerifyEmailResultSchema,
} from '../../contract';
import { apiRequest } from '../../lib/api';

const publicPost = (path: string, body: unknown) =>
  apiRequest(path, { method: 'POST', body, schema: v.null(), skipRefresh: true });

export const registerOrganization = (body: RegisterOrganization) => publicPost('/General/register', body);
export const verifyEmail = (token: string) =>
  apiRequest('/General/verify-email', {
    method: 'POST',
    body: { token },
    schema: VerifyEmailResultSchema,
    skipRefresh: true,
  });

export const listRegistrations = () =>
  apiRequest('/Organization/registrations', { schema: OrganizationRegistrationListSchema });

const decide = (path: string, body: unknown, key: string) =>
  apiRequest(path, {
    method: 'POST',
    body,
    schema: v.null(),
    headers: { [IDEMPOTENCY_KEY_HEADER]: key },
  });
export const approveOrganization = (merchantId: string, key: string) =>
  decide('/Organization/approve', { merchantId }, key);
export const rejectOrganization = (body: RejectOrganization, key: string) =>
  decide('/Organization/reject', body, key);
