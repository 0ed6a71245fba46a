import { Trans } from '@lingui/react/macro';
import { ErrorScreen } from './error-screen';

/** SPEC §2: any error other than 404. The details go to the console, never to the screen. */
export function ErrorPage() {
  return (
    <ErrorScreen
      code="500"
      title={<Trans>Oops! Something went wrong.</Trans>}
      text={<Trans>We are working on it and we'll get it fixed as soon as we can</Trans>}
    />
  );
}
