import {
  IconArrowsExchange,
  IconBuildingBank,
  IconCalendarTime,
  IconChartBar,
  IconCoins,
  IconFileImport,
  IconHome,
  IconListDetails,
  IconPackage,
  IconUserCheck,
  IconUsers,
  IconWallet,
} from '@tabler/icons-react';
import type { NavEntry } from '#web/app/layouts/nav-items.ts';

/** The cap-table portal's side navigation; each role sees the items its route table allows (ADR 0032). */
export const CAPTABLE_NAV: NavEntry[] = [
  { path: '', icon: IconHome },
  { path: 'holdings', icon: IconWallet },
  { path: 'securities', icon: IconCoins },
  { path: 'stakeholders', icon: IconUsers },
  { path: 'classes', icon: IconBuildingBank },
  { path: 'plans', icon: IconPackage },
  { path: 'vesting', icon: IconCalendarTime },
  { path: 'ledger', icon: IconListDetails },
  { path: 'requests', icon: IconArrowsExchange },
  { path: 'scenarios', icon: IconChartBar },
  { path: 'holders', icon: IconUserCheck },
  { path: 'import-export', icon: IconFileImport },
];
