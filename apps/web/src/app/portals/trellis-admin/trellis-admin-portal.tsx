import { PORTALS } from '@dl/domain';
import { IconBell, IconBuildingBank, IconHome, IconPalette, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { NavEntry } from '#web/app/layouts/nav-items.ts';
import { PortalShell } from '#web/app/layouts/portal-shell.tsx';

const NAV: NavEntry[] = [
  { path: '', icon: IconHome },
  { path: 'tenants', icon: IconBuildingBank },
  { path: 'branding', icon: IconPalette },
  { path: 'users', icon: IconUsers },
  { path: 'system-notifications', icon: IconBell },
];

/** Frame of the provider administration portal (/trellis-admin/). */
export function Component({ children }: { children?: ReactNode }) {
  return (
    <PortalShell portal={PORTALS.PROVIDER} nav={NAV}>
      {children}
    </PortalShell>
  );
}
