import { PORTALS } from '@dl/domain';
import type { ReactNode } from 'react';
import { PortalShell } from '#web/app/layouts/portal-shell.tsx';
import { TRELLIS_ADMIN_NAV } from './trellis-admin-nav.ts';

/** Frame of the provider administration portal (/trellis-admin/). */
export function Component({ children }: { children?: ReactNode }) {
  return (
    <PortalShell portal={PORTALS.PROVIDER} nav={TRELLIS_ADMIN_NAV}>
      {children}
    </PortalShell>
  );
}
