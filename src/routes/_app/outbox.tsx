import { createFileRoute } from '@tanstack/react-router';
import { OutboxPage } from '../../features/outbox/outbox-page';
import { getMirror } from '../../lib/db';
import { Loading } from '../../ui/loading';

export const Route = createFileRoute('/_app/outbox')({
  component: function OutboxRoute() {
    const db = getMirror();
    return db ? <OutboxPage db={db} /> : <Loading />;
  },
});
