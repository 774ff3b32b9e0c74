import { Box, Center, Container, Paper, Stack } from '@mantine/core';
import { Outlet, useSearchParams } from 'react-router';
import { AppFooter } from '#web/components/app-footer.tsx';
import { BrandMark } from '#web/components/brand-mark.tsx';
import { config } from '#web/config/env.ts';
import { useBranding } from '#web/features/branding/hooks/use-branding.ts';
import { portalOfPath, sanitizeRedirect } from '#web/lib/redirect.ts';

/** Centered card for the public pages under /pages (spec 2), branded per host before login. */
export function PublicLayout() {
  const [params] = useSearchParams();
  const portal = portalOfPath(sanitizeRedirect(params.get('redirect')) ?? '/');
  const branding = useBranding(portal);

  return (
    <Box
      mih="100vh"
      style={{
        display: 'flex',
        flexDirection: 'column',
        background: 'linear-gradient(160deg, var(--mantine-color-brand-0) 0%, var(--mantine-color-gray-0) 55%)',
      }}
    >
      <Center component="main" style={{ flex: 1 }} py="xl" px="md">
        <Stack w="100%" maw={440} gap="lg">
          <Center>
            <BrandMark appTitle={branding.appTitle} logoUrl={branding.logoUrl} size="lg" />
          </Center>
          <Paper withBorder shadow="md" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
            <Outlet />
          </Paper>
        </Stack>
      </Center>
      <Container size="lg" w="100%">
        <AppFooter links={branding.links} poweredByText={branding.poweredByText} buildNumber={config.buildNumber} />
      </Container>
    </Box>
  );
}
