import { createFileRoute } from '@tanstack/react-router';
import { MarkupFormPage } from '../../../features/markups/markup-form-page';
import { requireAccess } from '../../../lib/access/route-guard';

export const Route = createFileRoute('/_app/markup/create-markup')({
  beforeLoad: requireAccess('/markup/create-markup', 'create'),
  component: function CreateMarkup() {
    return <MarkupFormPage />;
  },
});
