import { PORTALS } from '@dl/domain';
import { IconBuilding, IconChartPie, IconRocket } from '@tabler/icons-react';
import { PortalHome } from '../portal-home.tsx';

const HIGHLIGHTS = [
  {
    icon: <IconRocket size={20} />,
    title: 'Opportunities',
    text: 'Publish raises and follow their review and investor interest.',
  },
  {
    icon: <IconBuilding size={20} />,
    title: 'Company',
    text: 'Keep company details, branding and documents up to date.',
  },
  { icon: <IconChartPie size={20} />, title: 'Cap table', text: 'See who owns what after every closing.' },
];

/** Home of the issuer portal (/issuers/). */
export function Component() {
  return <PortalHome portal={PORTALS.ISSUER} highlights={HIGHLIGHTS} />;
}
