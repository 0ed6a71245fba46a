import { useLingui } from '@lingui/react/macro';
import { Link, useLocation } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { Icon } from '../../ui/icons';
import { belowWidth, useMediaQuery } from '../../ui/use-media-query';
import { helpSlugFor } from './help-routes';

/**
 * Narrower than this, the navbar's row has no room for one more button in Malay (the navbar's
 * one-row rule, tests/e2e/header-fit.spec.ts): Help is then reached from the account menu, which
 * offers it at every width.
 */
const HELP_ICON_MIN_WIDTH = 1440;

/**
 * The navbar's Help link: it opens the help article about the screen in view (help-routes.ts),
 * or the help center's home where no article is about it. Every signed-in screen has the navbar,
 * so this is each screen's Help.
 */
export function HelpLink() {
  const { t } = useLingui();
  const pathname = useLocation({ select: (location) => location.pathname });
  const isNarrow = useMediaQuery(belowWidth(HELP_ICON_MIN_WIDTH));
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
  if (isNarrow) return null;
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
