import { PORTALS, portalOfRole } from '@dl/domain';
import type { ReactNode } from 'react';
import { useSession } from '#web/lib/session-store.ts';
import { PortalShell } from '#web/app/layouts/portal-shell.tsx';

/**
 * Frame of the roadshow landing page /digital-roadshow/{id} (spec 2: a second login-required area).
 * Any logged-in role may open it, in the look of their own portal and without side navigation: it
 * is opened in a new tab from a document row, as a presentation.
 */
export function Component({ children }: { children?: ReactNode }) {
  const { claims } = useSession();
  const portal = portalOfRole(claims?.current_role ?? '') ?? PORTALS.INVESTOR;
  return (
    <PortalShell portal={portal} nav={[]} checkPortalRole={false}>
      {children}
    </PortalShell>
  );
}
