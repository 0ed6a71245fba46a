import { createFileRoute, redirect } from '@tanstack/react-router';
import { signOut } from '../features/auth/auth.api';
import { endSession } from '../features/auth/session-store';
import { Loading } from '../ui/loading';

/** Ends the server session (best effort: offline, the cookie expires on its own) and the local one. */
export const Route = createFileRoute('/logout')({
  beforeLoad: async () => {
    await signOut().catch(() => undefined);
    endSession();
    throw redirect({ to: '/login', replace: true });
  },
  component: Loading,
});
