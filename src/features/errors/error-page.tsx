import { Trans } from '@lingui/react/macro';
import { ErrorScreen } from './error-screen';
import { classifyError } from './classify-error';

/**
 * The root error page: 401 for a route the user's role may not open (or a refused session), 500
 * for a server failure, else the generic text of docs/product.md, Error pages. The details go to the console,
 * never to the screen.
 */
export function ErrorPage({ error }: { error: unknown }) {
  switch (classifyError(error)) {
    case 'unauthorized':
      return (
        <ErrorScreen
          code="401"
          title={<Trans>You are not authorized</Trans>}
          text={
            <Trans>
              Your role does not give you access to this page. Ask your administrator if you need it.
            </Trans>
          }
        />
      );
    case 'server':
      return (
        <ErrorScreen
          code="500"
          title={<Trans>Internal server error</Trans>}
          text={<Trans>The server could not complete the request. Please try again later.</Trans>}
        />
      );
    default:
      return (
        <ErrorScreen
          code=""
          title={<Trans>Oops! Something went wrong.</Trans>}
          text={<Trans>We are working on it and we'll get it fixed as soon as we can</Trans>}
        />
      );
  }
}
