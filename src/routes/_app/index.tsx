import { createFileRoute, redirect } from '@tanstack/react-router';

/** The first screen the user's role may open (a role without the dashboard lands elsewhere). */
export const Route = createFileRoute('/_app/')({
  beforeLoad: async ({ context }) => {
    const { firstAllowedPath } = await import('../../lib/access/access-check');
    throw redirect({ to: await firstAllowedPath(context.user), replace: true });
  },
});
