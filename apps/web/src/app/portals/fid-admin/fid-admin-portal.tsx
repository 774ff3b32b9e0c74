import { PORTALS } from '@dl/domain';
import {
  IconCash,
  IconChecklist,
  IconFiles,
  IconHome,
  IconIdBadge2,
  IconMessages,
  IconSignature,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { NavEntry } from '#web/app/layouts/nav-items.ts';
import { PortalShell } from '#web/app/layouts/portal-shell.tsx';

const NAV: NavEntry[] = [
  { path: '', icon: IconHome },
  { path: 'investors', icon: IconUsers },
  { path: 'kyc', icon: IconIdBadge2 },
  { path: 'opportunities', icon: IconChecklist },
  { path: 'deals', icon: IconSignature },
  { path: 'capital-calls', icon: IconCash },
  { path: 'communications', icon: IconMessages },
  { path: 'documents', icon: IconFiles },
];

/** Frame of the fiduciary administration portal (/fid-admin/). */
export function Component({ children }: { children?: ReactNode }) {
  return (
    <PortalShell portal={PORTALS.FID_ADMIN} nav={NAV}>
      {children}
    </PortalShell>
  );
}
