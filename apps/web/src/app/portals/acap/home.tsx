import { PORTALS } from '@dl/domain';
import { IconCalendarTime, IconChartBar, IconCoins } from '@tabler/icons-react';
import { PortalHome } from '../portal-home.tsx';

const HIGHLIGHTS = [
  {
    icon: <IconCoins size={20} />,
    title: 'Securities',
    text: 'Issue and manage shares, warrants, convertibles and options.',
  },
  { icon: <IconCalendarTime size={20} />, title: 'Vesting', text: 'Define vesting schedules and follow every grant.' },
  { icon: <IconChartBar size={20} />, title: 'Scenarios', text: 'Model financing rounds before they happen.' },
];

/** Home of the cap-table portal (/acap/). */
export function Component() {
  return <PortalHome portal={PORTALS.CAPTABLE} highlights={HIGHLIGHTS} />;
}
