import type { NotificationsProps } from '@mantine/notifications';
import { type ComponentType, lazy, Suspense } from 'react';
import { loadSnackbar, useSnackbarRequested } from '../lib/snackbar.ts';

const Notifications = lazy<ComponentType<Pick<NotificationsProps, 'position'>>>(() =>
  loadSnackbar().then(
    (module) => ({ default: module.Notifications }),
    // Without the container snackbars are simply not shown; the page itself keeps working.
    () => ({ default: () => null }),
  ),
);

/** The snackbar container (spec 4: at the bottom), mounted once something asks for a snackbar. */
export function SnackbarHost() {
  const requested = useSnackbarRequested();
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="bottom-center" />
    </Suspense>
  );
}
