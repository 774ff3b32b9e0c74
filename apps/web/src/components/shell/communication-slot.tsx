import { IconMessages } from '@tabler/icons-react';
import { HeaderSlot } from './header-slots.tsx';

/** The app bar's communication popup (spec 2). */
export function CommunicationSlot() {
  return (
    <HeaderSlot
      label="Communications"
      icon={<IconMessages size={20} aria-hidden />}
      heading="Communications"
      empty="You have no communications"
    />
  );
}
