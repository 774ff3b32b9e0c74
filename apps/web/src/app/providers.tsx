import { MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { SnackbarHost } from '../components/snackbar-host.tsx';
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
  const { primary, secondary, error, success, warning } = colors;
  const theme = useMemo(
    () => buildBrandTheme({ primary, secondary, error, success, warning }),
    [primary, secondary, error, success, warning],
  );
  return (
    <MantineProvider theme={theme} forceColorScheme="light" cssVariablesResolver={accessibleCssVariables}>
      <SnackbarHost />
      {children}
    </MantineProvider>
  );
}
