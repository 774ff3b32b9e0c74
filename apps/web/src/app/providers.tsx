import { MantineProvider } from '@mantine/core';
import { type ComponentType, lazy, type ReactNode, Suspense, useMemo } from 'react';
import { SnackbarHost } from '../components/snackbar-host.tsx';
import { useBranding } from '../features/branding/hooks/use-branding.ts';
import { accessibleCssVariables, buildBrandTheme } from '../lib/brand-theme.ts';
import { loadChunk } from '../lib/chunk-load.ts';
import { useSession } from '../lib/session-store.ts';

/**
 * The account branding query, with TanStack Query and zod, loads only once someone is logged in.
 * Without it the defaults stay: the page itself keeps working.
 */
const AccountBrandingSource = lazy<ComponentType<{ fidId: string }>>(() =>
  loadChunk(() => import('../features/branding/components/account-branding-source.tsx')).then(
    (module) => ({ default: module.AccountBrandingSource }),
    () => ({ default: () => null }),
  ),
);

export function AppProviders({ children }: { children: ReactNode }) {
  return <BrandedMantine>{children}</BrandedMantine>;
}

/** The Mantine theme follows the current tenant's colours and goes back to the defaults on logout. */
function BrandedMantine({ children }: { children: ReactNode }) {
  const fidId = useSession().claims?.current_fiduciary_id ?? null;
  const { colors } = useBranding(null);
  const { primary, secondary, error, success, warning } = colors;
  const theme = useMemo(
    () => buildBrandTheme({ primary, secondary, error, success, warning }),
    [primary, secondary, error, success, warning],
  );
  return (
    <MantineProvider theme={theme} forceColorScheme="light" cssVariablesResolver={accessibleCssVariables}>
      <SnackbarHost />
      {fidId && (
        <Suspense fallback={null}>
          <AccountBrandingSource fidId={fidId} />
        </Suspense>
      )}
      {children}
    </MantineProvider>
  );
}
