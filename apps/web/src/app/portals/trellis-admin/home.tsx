import { PORTALS } from '@dl/domain';
import { IconActivityHeartbeat, IconBell, IconBuildingBank, IconPalette, IconUsers } from '@tabler/icons-react';
import { PortalHome } from '../portal-home.tsx';

const HIGHLIGHTS = [
  {
    icon: <IconBuildingBank size={20} />,
    title: 'Tenants',
    text: 'Set up fiduciaries, their hosts and their administrators.',
  },
  { icon: <IconUsers size={20} />, title: 'Users', text: 'Find any user, see their access and help them log in.' },
  { icon: <IconPalette size={20} />, title: 'Branding', text: 'Control logos, colours and footer links per tenant.' },
  {
    icon: <IconBell size={20} />,
    title: 'System notices',
    text: 'Announce maintenance and incidents to every portal.',
  },
  {
    icon: <IconActivityHeartbeat size={20} />,
    title: 'Operations',
    text: 'Failed jobs, the e-mail outbox, audit logs with their chain check, and storage.',
  },
];

/** Home of the provider administration portal (/trellis-admin/). */
export function Component() {
  return <PortalHome portal={PORTALS.PROVIDER} highlights={HIGHLIGHTS} />;
}
