import { useLingui } from '@lingui/react/macro';
import { Link, useLocation } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { Icon } from '../../ui/icons';
import { helpSlugFor } from './help-routes';

/**
 * The navbar's Help link: it opens the help article about the screen in view (help-routes.ts),
 * or the help center's home where no article is about it. Every signed-in screen has the navbar,
 * so this is each screen's Help.
 */
export function HelpLink() {
  const { t } = useLingui();
  const pathname = useLocation({ select: (location) => location.pathname });
  const slug = helpSlugFor(pathname);
  const label = t`Help`;
  const style = css({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minW: '10',
    h: '10',
    borderRadius: 'md',
    color: 'fg.default',
    _hover: { bg: 'bg.subtle' },
  });
  return slug ? (
    <Link to="/help-center/$slug" params={{ slug }} aria-label={label} title={label} className={style}>
      <Icon name="help" />
    </Link>
  ) : (
    <Link to="/help-center" aria-label={label} title={label} className={style}>
      <Icon name="help" />
    </Link>
  );
}
