import type { Portal } from '@dl/domain';
import { Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ProfileCard } from '#web/features/profile/components/profile-card.tsx';
import { useSession } from '#web/lib/session-store.ts';
import { AccessCard } from './access-card.tsx';
import { PORTAL_META } from './portal-meta.ts';

export interface Highlight {
  icon: ReactNode;
  title: string;
  text: string;
}

/** Home page shared by the portals: heading, the user's profile and access, and what the portal offers. */
export function PortalHome({ portal, highlights }: { portal: Portal; highlights: readonly Highlight[] }) {
  const { session, claims } = useSession();
  const fidId = claims?.current_fiduciary_id ?? null;
  const permission = session?.permissions.find((p) => p.fiduciary.id === fidId) ?? null;
  const meta = PORTAL_META[portal];

  return (
    <Stack gap="xl">
      <Stack gap={4}>
        <Title order={1}>{meta.label}</Title>
        <Text c="dimmed">{meta.tagline}</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <ProfileCard fidId={fidId} />
        <AccessCard permission={permission} currentRole={claims?.current_role ?? null} />
      </SimpleGrid>
      <section aria-labelledby="portal-highlights">
        <Title order={2} size="h4" mb="md" id="portal-highlights">
          In this portal
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {highlights.map((item) => (
            <Card key={item.title} withBorder radius="md" padding="lg">
              <ThemeIcon variant="light" size="lg" radius="md" mb="sm" aria-hidden>
                {item.icon}
              </ThemeIcon>
              <Text fw={600}>{item.title}</Text>
              <Text size="sm" c="dimmed" mt={4}>
                {item.text}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </section>
    </Stack>
  );
}
