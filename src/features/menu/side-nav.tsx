import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import type { MenuItem } from '../../contract';
import { Loading } from '../../ui/loading';
import { menuTitles } from './menu-titles';
import { buildMenuTree, type MenuNode } from './menu-tree';

type SideNavProps = {
  items: MenuItem[];
  status: 'loading' | 'ready' | 'error';
  /** Whether the app has a screen for a path yet; items without one are shown as coming soon. */
  isAvailable: (path: string) => boolean;
};

const linkStyle = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '2',
  px: '3',
  py: '2',
  borderRadius: 'md',
  fontSize: 'sm',
  color: 'fg.default',
  _hover: { bg: 'bg.subtle' },
  '&[aria-current=page]': { bg: 'bg.selected', color: 'accent.fg', fontWeight: 'semibold' },
  '&[aria-disabled=true]': { color: 'fg.muted', cursor: 'default', _hover: { bg: 'transparent' } },
});

export function SideNav({ items, status, isAvailable }: SideNavProps) {
  const { t, i18n } = useLingui();
  const title = (node: MenuNode) => {
    const descriptor = menuTitles[node.key];
    return descriptor ? i18n._(descriptor) : node.title;
  };

  const renderLink = (node: MenuNode) =>
    node.path && isAvailable(node.path) ? (
      <Link to={node.path} className={linkStyle} activeProps={{ 'aria-current': 'page' }}>
        {title(node)}
      </Link>
    ) : (
      <span aria-disabled="true" className={linkStyle}>
        {title(node)}
        {/* The badge keeps its words on one line, whole; a long title wraps instead (issue 20). */}
        <span className={css({ fontSize: 'xs', whiteSpace: 'nowrap', flexShrink: 0 })}>
          <Trans>Coming soon</Trans>
        </span>
      </span>
    );

  return (
    <nav aria-label={t`Main navigation`} className={css({ p: '3' })}>
      <p className={css({ fontWeight: 'bold', fontSize: 'lg', px: '3', py: '3' })}>
        <Trans>Back Office</Trans>
      </p>
      {status === 'loading' ? <Loading /> : null}
      {status === 'error' ? (
        <p role="alert" className={css({ color: 'danger.fg', px: '3', fontSize: 'sm' })}>
          <Trans>The menu could not be loaded. Check your connection and reload the page.</Trans>
        </p>
      ) : null}
      <ul className={css({ display: 'grid', gap: '1' })}>
        {buildMenuTree(items).map((node) =>
          node.type === 'Category' ? (
            <li key={node.id} className={css({ mt: '3' })}>
              <h2
                id={`menu-${node.id}`}
                className={css({
                  px: '3',
                  pb: '1',
                  fontSize: 'xs',
                  fontWeight: 'semibold',
                  textTransform: 'uppercase',
                  letterSpacing: 'wide',
                  color: 'fg.muted',
                })}
              >
                {title(node)}
              </h2>
              <ul aria-labelledby={`menu-${node.id}`} className={css({ display: 'grid', gap: '1' })}>
                {node.children.map((child) => (
                  <li key={child.id}>{renderLink(child)}</li>
                ))}
              </ul>
            </li>
          ) : (
            <li key={node.id}>{renderLink(node)}</li>
          ),
        )}
      </ul>
    </nav>
  );
}
