import { createFileRoute } from '@tanstack/react-router';
import { OrganizationApprovalPage } from '../../../features/account/organization-approval-page';
import { requireAccess } from '../../../lib/access/route-guard';

export const Route = createFileRoute('/_app/organization/approval')({
  beforeLoad: requireAccess('/organization/approval'),
  component: OrganizationApprovalPage,
});
