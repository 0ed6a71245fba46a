import { createFileRoute } from '@tanstack/react-router';
import { MarkupImportPage } from '../../../features/markups/markup-import-page';
import { getMirror } from '../../../lib/db';
import { Loading } from '../../../ui/loading';
import { requireAccess } from '../../../lib/access/route-guard';

export const Route = createFileRoute('/_app/markup/import-markups')({
  beforeLoad: requireAccess('/markup/create-markup', 'create'),
  component: function ImportMarkups() {
    const db = getMirror();
    if (!db) return <Loading />;
    return <MarkupImportPage db={db} />;
  },
});
