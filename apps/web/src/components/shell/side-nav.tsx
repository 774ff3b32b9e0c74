import { NavLink, ScrollArea, Stack } from '@mantine/core';
import type { ComponentType } from 'react';
import { Link, useLocation } from 'react-router';

export interface SideNavItem {
  label: string;
  /** Absolute path. */
  to: string;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }>;
  /** Active only on this exact path (a portal's home), not on the pages below it. */
  exact?: boolean;
}

export interface SideNavProps {
  items: SideNavItem[];
  /** Called after a link is followed, to close the navigation on small screens. */
  onNavigate?: () => void;
}

function isActive(item: SideNavItem, pathname: string): boolean {
  const base = item.to.replace(/\/$/, '');
  const path = pathname.replace(/\/$/, '');
  return item.exact ? path === base : path === base || path.startsWith(`${base}/`);
}

/** Side navigation of a portal (links, so Tab and Enter work); the current page is marked. */
export function SideNav({ items, onNavigate }: SideNavProps) {
  const { pathname } = useLocation();
  return (
    <ScrollArea type="scroll" style={{ flex: 1 }}>
      <Stack gap={2} p="sm" component="ul" style={{ listStyle: 'none', margin: 0 }}>
        {items.map(({ label, to, icon: Icon, exact }) => {
          const active = isActive({ label, to, icon: Icon, exact }, pathname);
          return (
            <li key={to}>
              <NavLink
                component={Link}
                to={to}
                label={label}
                leftSection={<Icon size={20} aria-hidden />}
                active={active}
                aria-current={active ? 'page' : undefined}
                onClick={onNavigate}
                variant="light"
                styles={{ root: { borderRadius: 'var(--mantine-radius-md)' }, label: { fontWeight: 500 } }}
              />
            </li>
          );
        })}
      </Stack>
    </ScrollArea>
  );
}
