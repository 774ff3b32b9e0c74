import type { Action } from '@dl/domain';
import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useCan } from '#web/lib/permissions.ts';

/**
 * A figure that opens its filtered list, when the role may open that list (the same action its
 * screen asks for, ADR 0026); otherwise the figure stays plain text.
 */
export function FigureLink({
  href,
  action,
  name,
  children,
}: {
  href: string;
  action: Action;
  /** The link's accessible name, e.g. 'KYC forms waiting for a decision: 2'. */
  name: string;
  children: ReactNode;
}) {
  if (!useCan(action)) return <>{children}</>;
  return (
    <Anchor component={Link} to={href} aria-label={name} underline="never" c="inherit" display="block">
      {children}
    </Anchor>
  );
}
