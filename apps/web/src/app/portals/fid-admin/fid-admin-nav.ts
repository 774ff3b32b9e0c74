import {
  IconCalendarEvent,
  IconCash,
  IconChecklist,
  IconFileText,
  IconHome,
  IconIdBadge2,
  IconLifebuoy,
  IconLicense,
  IconMessages,
  IconSignature,
  IconUsers,
} from '@tabler/icons-react';
import type { NavEntry } from '#web/app/layouts/nav-items.ts';

/** The fund-admin portal's side navigation; each role sees the items its route table allows (ADR 0026). */
export const FID_ADMIN_NAV: NavEntry[] = [
  { path: '', icon: IconHome },
  { path: 'investors', icon: IconUsers },
  { path: 'kyc', icon: IconIdBadge2 },
  { path: 'opportunities', icon: IconChecklist },
  { path: 'deals', icon: IconSignature },
  { path: 'ndas', icon: IconLicense },
  { path: 'capital-calls', icon: IconCash },
  { path: 'documents', icon: IconFileText },
  { path: 'communications', icon: IconMessages },
  { path: 'service-requests', icon: IconLifebuoy },
  { path: 'events-resources', icon: IconCalendarEvent },
];
