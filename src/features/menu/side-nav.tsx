import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useRouterState } from '@tanstack/react-router';
import { css, cx } from 'styled-system/css';
import type { MenuItem } from '../../contract';
import { Icon } from '../../ui/icons';
import { Loading } from '../../ui/loading';
import { useNavPlacement } from '../../ui/nav-placement';
import { menuIcon } from './menu-icons';
import { menuTitles } from './menu-titles';
import { buildMenuTree, type MenuNode } from './menu-tree';
import { useRailTooltip } from './rail-tooltip';
import { useClosedGroups } from './use-closed-groups';

type SideNavProps = {
  items: MenuItem[];
  status: 'loading' | 'ready' | 'error';
  /** Whether the app has a screen for a path yet; items without one are shown as coming soon. */
  isAvailable: (path: string) => boolean;
};

const isOnPath = (pathname: string, path: string | null) =>
  !!path && (pathname === path || pathname.startsWith(`${path}/`));

/**
 * The menu tree with its icons. Vertical: groups fold under their heading's button. In the
 * collapsed rail: icons only, each named by a tooltip on hover or focus. Horizontal: a bar whose
 * groups open below on hover or focus (styled by the app shell). The current screen's link is a
 * filled pill (`aria-current="page"`).
 */
export function SideNav({ items, status, isAvailable }: SideNavProps) {
  const { t, i18n } = useLingui();
  const placement = useNavPlacement();
  const isRail = placement === 'rail';
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const tree = buildMenuTree(items);
  const activeGroup = tree.find((node) => node.children.some((child) => isOnPath(pathname, child.path)));
  const groups = useClosedGroups(activeGroup?.id);
  const rail = useRailTooltip(isRail);
  const title = (node: MenuNode) => {
    const descriptor = menuTitles[node.key];
    return descriptor ? i18n._(descriptor) : node.title;
  };
  const label = isRail ? css({ srOnly: true }) : labelStyle;

  const renderLink = (node: MenuNode) =>
    node.path && isAvailable(node.path) ? (
      <Link
        to={node.path}
        className={cx(itemStyle, isRail && railItem)}
        activeProps={{ 'aria-current': 'page' }}
        data-tip={isRail ? title(node) : undefined}
      >
        <Icon name={menuIcon(node.icon)} />
        <span className={label}>{title(node)}</span>
      </Link>
    ) : (
      <span
        aria-disabled="true"
        className={cx(itemStyle, isRail && railItem)}
        data-tip={isRail ? title(node) : undefined}
      >
        <Icon name={menuIcon(node.icon)} />
        <span className={label}>{title(node)}</span>
        {/* The badge keeps its words on one line, whole; a long title wraps instead. */}
        <span className={isRail ? label : badgeStyle}>
          <Trans>Coming soon</Trans>
        </span>
      </span>
    );

  const renderGroup = (node: MenuNode) => {
    const listId = `menu-${node.id}`;
    if (placement === 'horizontal') {
      return (
        <li key={node.id}>
          <h2 id={`${listId}-title`} className={groupHeading} data-active={node === activeGroup || undefined}>
            <Icon name={menuIcon(node.icon)} />
            {title(node)}
          </h2>
          <ul aria-labelledby={`${listId}-title`} className={listStyle}>
            {node.children.map((child) => (
              <li key={child.id}>{renderLink(child)}</li>
            ))}
          </ul>
        </li>
      );
    }
    const isOpen = !groups.isClosed(node.id);
    return (
      <li key={node.id} className={isRail ? railGroup : css({ mt: '2' })}>
        <h2>
          <button
            type="button"
            aria-expanded={isOpen}
            aria-controls={listId}
            onClick={() => groups.toggle(node.id)}
            data-active={node === activeGroup || undefined}
            data-tip={isRail ? title(node) : undefined}
            className={cx(itemStyle, groupButton, isRail && railItem)}
          >
            <Icon name={menuIcon(node.icon)} />
            <span className={label}>{title(node)}</span>
            {isRail ? null : (
              <span className={chevron}>
                <Icon name="chevronDown" size={16} />
              </span>
            )}
          </button>
        </h2>
        <ul
          id={listId}
          hidden={!isOpen}
          aria-label={title(node)}
          className={cx(listStyle, !isRail && nested)}
        >
          {node.children.map((child) => (
            <li key={child.id}>{renderLink(child)}</li>
          ))}
        </ul>
      </li>
    );
  };

  return (
    <nav aria-label={t`Main navigation`} className={css({ p: isRail ? '2' : '3' })} {...rail.handlers}>
      {status === 'loading' ? (
        <div className={isRail ? css({ srOnly: true }) : undefined}>
          <Loading />
        </div>
      ) : null}
      {status === 'error' ? (
        <p role="alert" className={isRail ? css({ srOnly: true }) : errorStyle}>
          <Trans>The menu could not be loaded. Check your connection and reload the page.</Trans>
        </p>
      ) : null}
      <ul className={listStyle}>
        {tree.map((node) =>
          node.type === 'Category' ? renderGroup(node) : <li key={node.id}>{renderLink(node)}</li>,
        )}
      </ul>
      {rail.tooltip}
    </nav>
  );
}

const listStyle = css({ display: 'grid', gap: '0.5' });

const itemStyle = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  w: 'full',
  minH: '10',
  px: '3',
  py: '2',
  borderRadius: 'md',
  fontSize: 'sm',
  textAlign: 'start',
  color: 'fg.default',
  cursor: 'pointer',
  transition: 'background 0.15s, color 0.15s',
  '& > svg': { flexShrink: 0, color: 'fg.muted' },
  _hover: { bg: 'bg.subtle' },
  '&[aria-current=page]': {
    bg: 'accent.default',
    color: 'fg.onAccent',
    fontWeight: 'semibold',
    boxShadow: 'md',
    _hover: { bg: 'accent.hover' },
    '& > svg': { color: 'fg.onAccent' },
  },
  '&[aria-disabled=true]': { color: 'fg.muted', cursor: 'default', _hover: { bg: 'transparent' } },
});

/** In the rail a rule above each group tells its icons from the group before. */
const railGroup = css({ mt: '1', pt: '1', borderTopWidth: 'thin', borderColor: 'border.default' });

/** The rail: the icon alone, centred in a square. */
const railItem = css({ justifyContent: 'center', px: '0', gap: '0' });

const labelStyle = css({ flex: '1', minW: 0 });

const badgeStyle = css({
  fontSize: 'xs',
  whiteSpace: 'nowrap',
  flexShrink: 0,
  px: '1.5',
  borderRadius: 'full',
  bg: 'bg.subtle',
});

const groupButton = css({
  fontWeight: 'medium',
  '&[data-active]': { color: 'accent.fg', '& > svg': { color: 'accent.fg' } },
});

const chevron = css({
  display: 'inline-flex',
  color: 'fg.muted',
  transition: 'transform 0.2s',
  '[aria-expanded=false] > &': { transform: 'rotate(-90deg)' },
});

/** A group's links sit under its title, marked by a rule on the inline start. */
const nested = css({
  mt: '0.5',
  ml: '5',
  pl: '2',
  borderInlineStartWidth: 'thin',
  borderColor: 'border.default',
});

const groupHeading = css({
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  '&[data-active]': { color: 'accent.fg', fontWeight: 'semibold' },
});

const errorStyle = css({ color: 'danger.fg', px: '3', fontSize: 'sm' });
