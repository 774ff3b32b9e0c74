import { PORTALS } from '@dl/domain';
import { IconBuilding, IconChartPie, IconFileText, IconHome, IconRocket } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { NavEntry } from '#web/app/layouts/nav-items.ts';
import { PortalShell } from '#web/app/layouts/portal-shell.tsx';

const NAV: NavEntry[] = [
  { path: '', icon: IconHome },
  { path: 'opportunities', icon: IconRocket },
  { path: 'company', icon: IconBuilding },
  { path: 'documents', icon: IconFileText },
  { path: 'captable', icon: IconChartPie },
];

/** Frame of the issuer portal (/issuers/). */
export function Component({ children }: { children?: ReactNode }) {
  return (
    <PortalShell portal={PORTALS.ISSUER} nav={NAV}>
      {children}
    </PortalShell>
  );
}
