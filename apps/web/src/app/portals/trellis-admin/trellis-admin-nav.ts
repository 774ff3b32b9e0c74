import {
  IconActivityHeartbeat,
  IconBell,
  IconBuildingBank,
  IconHome,
  IconPalette,
  IconUsers,
} from '@tabler/icons-react';
import type { NavEntry } from '#web/app/layouts/nav-items.ts';

/** The provider admin portal's side navigation; each role sees the items its route table allows (ADR 0029). */
export const TRELLIS_ADMIN_NAV: NavEntry[] = [
  { path: '', icon: IconHome },
  { path: 'tenants', icon: IconBuildingBank },
  { path: 'branding', icon: IconPalette },
  { path: 'users', icon: IconUsers },
  { path: 'system-notifications', icon: IconBell },
  { path: 'operations', icon: IconActivityHeartbeat },
];
