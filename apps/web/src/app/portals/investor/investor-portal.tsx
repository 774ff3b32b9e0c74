import { PORTALS } from '@dl/domain';
import {
  IconArrowsExchange,
  IconBook,
  IconBriefcase,
  IconCalendarEvent,
  IconFileText,
  IconHelpCircle,
  IconLayoutDashboard,
  IconLifebuoy,
  IconMessages,
  IconReceipt,
  IconSearch,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useSigningCompleteRedirect } from '#web/features/signing/hooks/use-signing-complete-redirect.ts';
import type { NavEntry } from '#web/app/layouts/nav-items.ts';
import { PortalShell } from '#web/app/layouts/portal-shell.tsx';

/** Side navigation of the investor portal; each entry shows only to roles its route admits. */
const NAV: NavEntry[] = [
  { path: '', icon: IconLayoutDashboard },
  { path: 'opportunities', icon: IconSearch },
  { path: 'trade', icon: IconArrowsExchange },
  { path: 'portfolios', icon: IconBriefcase },
  { path: 'transact', icon: IconReceipt },
  { path: 'documents', icon: IconFileText },
  { path: 'communicate', icon: IconMessages },
  { path: 'events', icon: IconCalendarEvent },
  { path: 'resources', icon: IconBook },
  { path: 'service-request', icon: IconLifebuoy },
  { path: 'help-assistance', icon: IconHelpCircle },
];

/** Frame of the investor portal (/digital-locker/). */
export function Component({ children }: { children?: ReactNode }) {
  // Spec 4: any investor page opened with `event=signing_complete` goes on to docu-sign-wait.
  useSigningCompleteRedirect();
  return (
    <PortalShell portal={PORTALS.INVESTOR} nav={NAV}>
      {children}
    </PortalShell>
  );
}
