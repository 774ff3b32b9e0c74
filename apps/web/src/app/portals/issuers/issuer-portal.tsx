import { PORTALS } from '@dl/domain';
import type { ReactNode } from 'react';
import { PortalShell } from '#web/app/layouts/portal-shell.tsx';
import { ISSUER_NAV } from './issuer-nav.ts';

/** Frame of the issuer portal (/issuers/). */
export function Component({ children }: { children?: ReactNode }) {
  return (
    <PortalShell portal={PORTALS.ISSUER} nav={ISSUER_NAV}>
      {children}
    </PortalShell>
  );
}
