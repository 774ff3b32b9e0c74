import {
  IconBuilding,
  IconChartPie,
  IconFileText,
  IconHome,
  IconMessageQuestion,
  IconRocket,
  IconSignature,
} from '@tabler/icons-react';
import type { NavEntry } from '#web/app/layouts/nav-items.ts';

/** The issuer portal's side navigation; each role sees the items its route table allows (ADR 0030). */
export const ISSUER_NAV: NavEntry[] = [
  { path: '', icon: IconHome },
  { path: 'opportunities', icon: IconRocket },
  { path: 'company', icon: IconBuilding },
  { path: 'documents', icon: IconFileText },
  { path: 'ndas', icon: IconSignature },
  { path: 'questions', icon: IconMessageQuestion },
  { path: 'captable', icon: IconChartPie },
];
