/**
 * The links a list screen offers to its area's other pages (docs/ARCHITECTURE.md, List components):
 * Create beside the title, Import with the list tools. The area declares where they go, and leaves
 * one out (null) where the caller may not use it.
 */
import { Trans } from '@lingui/react/macro';
import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { button } from 'styled-system/recipes';

export type ListLink = { to: LinkProps['to']; label: ReactNode };

export function CreateLink({ to, label }: ListLink) {
  return (
    <Link to={to} className={button({ size: 'sm' })}>
      {label}
    </Link>
  );
}

export function ImportLink({ to }: { to: LinkProps['to'] }) {
  return (
    <Link to={to} className={button({ variant: 'outline', size: 'sm' })}>
      <Trans>Import</Trans>
    </Link>
  );
}
