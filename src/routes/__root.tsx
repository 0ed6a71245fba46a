import { Outlet, createRootRoute } from '@tanstack/react-router';
import { ErrorPage } from '../features/errors/error-page';
import { NotFoundPage } from '../features/errors/not-found-page';
import { AppToaster } from '../ui/toaster';

export const Route = createRootRoute({
  component: () => (
    <>
      <Outlet />
      <AppToaster />
    </>
  ),
  notFoundComponent: NotFoundPage,
  errorComponent: ({ error }) => {
    console.error(error);
    return <ErrorPage />;
  },
});
