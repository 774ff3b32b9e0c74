import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { NotificationsProps } from '@mantine/notifications';
import { type ComponentType, lazy, type ReactNode, Suspense, useMemo } from 'react';
import { useBranding } from '../features/branding/hooks/use-branding.ts';
import { accessibleCssVariables, buildBrandTheme } from '../lib/brand-theme.ts';

export interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <BrandedMantine>{children}</BrandedMantine>
    </QueryClientProvider>
  );
}

/**
 * The snackbar container (spec 4: bottom) loads after the first paint: the login page never shows a
 * snackbar, and its code stays out of the first download. Without it, snackbars are simply not shown.
 */
const Notifications = lazy<ComponentType<Pick<NotificationsProps, 'position'>>>(() =>
  import('@mantine/notifications').then(
    (module) => ({ default: module.Notifications }),
    () => ({ default: () => null }),
  ),
);

/** The Mantine theme follows the current tenant's colours and goes back to the defaults on logout. */
function BrandedMantine({ children }: { children: ReactNode }) {
  const { colors } = useBranding(null);
  const { primary, secondary, error, success, warning } = colors;
  const theme = useMemo(
    () => buildBrandTheme({ primary, secondary, error, success, warning }),
    [primary, secondary, error, success, warning],
  );
  return (
    <MantineProvider theme={theme} forceColorScheme="light" cssVariablesResolver={accessibleCssVariables}>
      <Suspense fallback={null}>
        <Notifications position="bottom-center" />
      </Suspense>
      {children}
    </MantineProvider>
  );
}
