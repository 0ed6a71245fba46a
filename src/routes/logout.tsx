import { createFileRoute, redirect } from '@tanstack/react-router';
import { signOut } from '../features/auth/auth.api';
import { endSession } from '../features/auth/session-store';
import { Loading } from '../ui/loading';

/**
 * Ends sync, the server session (best effort: offline, the cookie expires on its own) and the local
 * one. The user's mirror and outbox stay on the device for their next sign-in.
 */
export const Route = createFileRoute('/logout')({
  beforeLoad: async () => {
    const { stopSync } = await import('../lib/sync');
    stopSync();
    await signOut().catch(() => undefined);
    endSession();
    throw redirect({ to: '/login', replace: true });
  },
  component: Loading,
});
