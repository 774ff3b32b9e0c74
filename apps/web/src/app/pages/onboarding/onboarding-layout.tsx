import { Box, Center, Container, Paper, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { AppFooter } from '#web/components/app-footer.tsx';
import { BrandMark } from '#web/components/brand-mark.tsx';
import { config } from '#web/config/env.ts';
import { useBranding } from '#web/features/branding/hooks/use-branding.ts';

/**
 * The public card of /onboard/{fidId}, branded by the host like the pages under /pages; it widens
 * for the KYC form, which needs room for its sections.
 */
export function OnboardingLayout({ wide = false, children }: { wide?: boolean; children: ReactNode }) {
  const branding = useBranding(null);
  return (
    <Box
      mih="100vh"
      style={{
        display: 'flex',
        flexDirection: 'column',
        background: 'linear-gradient(160deg, var(--mantine-color-brand-0) 0%, var(--mantine-color-gray-0) 55%)',
      }}
    >
      <Center component="main" style={{ flex: 1 }} py="xl" px={{ base: 'xs', sm: 'md' }}>
        <Stack w="100%" maw={wide ? 880 : 480} gap="lg">
          <Center>
            <BrandMark appTitle={branding.appTitle} logoUrl={branding.logoUrl} size="lg" />
          </Center>
          <Paper withBorder shadow="md" radius="lg" p={{ base: 'md', sm: 'xl' }}>
            {children}
          </Paper>
        </Stack>
      </Center>
      <Container size="lg" w="100%">
        <AppFooter links={branding.links} poweredByText={branding.poweredByText} buildNumber={config.buildNumber} />
      </Container>
    </Box>
  );
}
