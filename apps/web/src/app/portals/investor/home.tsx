import { PORTALS } from '@dl/domain';
import { IconBriefcase, IconFileText, IconSearch } from '@tabler/icons-react';
import { PortalHome } from '../portal-home.tsx';

const HIGHLIGHTS = [
  {
    icon: <IconSearch size={20} />,
    title: 'Opportunities',
    text: 'Review primary and secondary deals, sign NDAs and indicate interest.',
  },
  {
    icon: <IconBriefcase size={20} />,
    title: 'Portfolio',
    text: 'Follow your positions, transactions and capital calls.',
  },
  {
    icon: <IconFileText size={20} />,
    title: 'Documents',
    text: 'Find every signed NDA, deal document and statement in one place.',
  },
];

/** Home of the investor portal (/digital-locker/). */
export function Component() {
  return <PortalHome portal={PORTALS.INVESTOR} highlights={HIGHLIGHTS} />;
}
