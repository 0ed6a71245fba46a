import { Trans, useLingui } from '@lingui/react/macro';
import { useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { APP_TITLE } from '../../lib/prefs/app-title';
import { ErrorScreen } from './error-screen';

/** The 404 page; the document title carries 'Page Not Found: {path}' (docs/product.md, Error pages). */
export function NotFoundPage() {
  const { t } = useLingui();
  const path = useLocation({ select: (location) => location.pathname });
  useEffect(() => {
    document.title = t`Page Not Found: ${path}`;
    return () => {
      document.title = APP_TITLE;
    };
  }, [t, path]);
  return (
    <ErrorScreen
      code="404"
      title={<Trans>Page Not Found</Trans>}
      text={<Trans>We couldn't find the page you are looking for.</Trans>}
    />
  );
}
