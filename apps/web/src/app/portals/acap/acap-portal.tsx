import { PORTALS } from '@dl/domain';
import type { ReactNode } from 'react';
import { PortalShell } from '#web/app/layouts/portal-shell.tsx';
import { CAPTABLE_NAV } from './captable-nav.ts';

/** Frame of the cap-table portal (/acap/). */
export function Component({ children }: { children?: ReactNode }) {
  return (
    <PortalShell portal={PORTALS.CAPTABLE} nav={CAPTABLE_NAV}>
      {children}
    </PortalShell>
  );
}
