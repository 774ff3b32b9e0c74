import { PORTALS } from '@dl/domain';
import { IconChecklist, IconSignature, IconUsers } from '@tabler/icons-react';
import { PortalHome } from '../portal-home.tsx';

const HIGHLIGHTS = [
  {
    icon: <IconUsers size={20} />,
    title: 'Investors',
    text: 'Invite investors and follow their KYC from form to approval.',
  },
  {
    icon: <IconChecklist size={20} />,
    title: 'Approvals',
    text: 'Approve opportunities and review deals before execution.',
  },
  {
    icon: <IconSignature size={20} />,
    title: 'Execution',
    text: 'Countersign, execute and track payments and capital calls.',
  },
];

/** Home of the fiduciary administration portal (/fid-admin/). */
export function Component() {
  return <PortalHome portal={PORTALS.FID_ADMIN} highlights={HIGHLIGHTS} />;
}
