import { PORTALS } from '@dl/domain';
import { Grid, Stack } from '@mantine/core';
import { PageHeader } from '#web/components/shell/page-header.tsx';
import { useBranding } from '#web/features/branding/hooks/use-branding.ts';
import { ContactCard } from '#web/features/help/components/contact-card.tsx';
import { FaqAccordion } from '#web/features/help/components/faq-accordion.tsx';

/** `help-assistance`: the FAQ of this host (static file) and how to reach the fiduciary (branding). */
export function HelpPage() {
  const branding = useBranding(PORTALS.INVESTOR);
  return (
    <Stack gap="lg">
      <PageHeader title="Help & Assistance" subtitle="Answers to common questions and how to reach us." />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <FaqAccordion />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <ContactCard helpAddress={branding.helpAddress} links={branding.links} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

export { HelpPage as Component };
