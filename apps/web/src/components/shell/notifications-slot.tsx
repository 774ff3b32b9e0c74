import { IconBell } from '@tabler/icons-react';
import { HeaderSlot } from './header-slots.tsx';

/** The app bar's notification panel (spec 2). */
export function NotificationsSlot() {
  return (
    <HeaderSlot
      label="Notifications"
      icon={<IconBell size={20} aria-hidden />}
      heading="Notifications"
      empty="You have no notifications"
    />
  );
}
