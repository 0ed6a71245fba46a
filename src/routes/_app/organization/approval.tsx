import { createFileRoute } from '@tanstack/react-router';
import { OrganizationApprovalPage } from '../../../features/account/organization-approval-page';

export const Route = createFileRoute('/_app/organization/approval')({
  component: OrganizationApprovalPage,
});
