import { PORTALS } from '@dl/domain';
import type { ReactNode } from 'react';
import { PortalShell } from '#web/app/layouts/portal-shell.tsx';
import { FID_ADMIN_NAV } from './fid-admin-nav.ts';

/** Frame of the fiduciary administration portal (/fid-admin/). */
export function Component({ children }: { children?: ReactNode }) {
  return (
    <PortalShell portal={PORTALS.FID_ADMIN} nav={FID_ADMIN_NAV}>
      {children}
    </PortalShell>
  );
}
