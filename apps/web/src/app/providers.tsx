import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
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

/** The Mantine theme follows the current tenant's colours and goes back to the defaults on logout. */
function BrandedMantine({ children }: { children: ReactNode }) {
  const { colors } = useBranding(null);
  const { primary, secondary, error } = colors;
  const theme = useMemo(() => buildBrandTheme({ primary, secondary, error }), [primary, secondary, error]);
  return (
    <MantineProvider theme={theme} forceColorScheme="light" cssVariablesResolver={accessibleCssVariables}>
      <Notifications position="bottom-center" />
      {children}
    </MantineProvider>
  );
}
