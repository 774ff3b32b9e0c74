import { PORTALS } from '@dl/domain';
import { IconCalendarTime, IconChartBar, IconCoins, IconHome, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { NavEntry } from '#web/app/layouts/nav-items.ts';
import { PortalShell } from '#web/app/layouts/portal-shell.tsx';

const NAV: NavEntry[] = [
  { path: '', icon: IconHome },
  { path: 'securities', icon: IconCoins },
  { path: 'vesting', icon: IconCalendarTime },
  { path: 'scenarios', icon: IconChartBar },
  { path: 'holders', icon: IconUsers },
];

/** Frame of the cap-table portal (/acap/). */
export function Component({ children }: { children?: ReactNode }) {
  return (
    <PortalShell portal={PORTALS.CAPTABLE} nav={NAV}>
      {children}
    </PortalShell>
  );
}
