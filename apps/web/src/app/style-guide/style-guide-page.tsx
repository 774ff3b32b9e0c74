import { Accordion, Box, Card, Center, Container, Grid, Loader, NavLink, Stack, Text, Title } from '@mantine/core';
import { useScrollSpy } from '@mantine/hooks';
import { Suspense } from 'react';
import type { StyleGuideSection } from './section.ts';
import { formsSections } from './sections-forms.tsx';
import { inputsSections } from './sections-inputs.tsx';
import { kitSections } from './sections-kit.tsx';
import { shellSections } from './sections-shell.tsx';

interface SectionGroup {
  id: string;
  title: string;
  sections: StyleGuideSection[];
}

const groups: SectionGroup[] = [
  { id: 'shell', title: 'Shell', sections: shellSections },
  { id: 'widget-kit', title: 'Widget kit', sections: kitSections },
  { id: 'inputs-and-displays', title: 'Inputs and displays', sections: inputsSections },
  { id: 'forms', title: 'Forms', sections: formsSections },
].filter((group) => group.sections.length > 0);

/** Links to every section, grouped as the page is; the section in view is marked. */
function Contents({ activeId }: { activeId: string | undefined }) {
  return (
    <Stack gap="sm">
      {groups.map((group) => (
        <div key={group.id}>
          <Text size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" mb={4}>
            {group.title}
          </Text>
          {group.sections.map(({ id, title }) => (
            <NavLink
              key={id}
              href={`#${id}`}
              label={title}
              py={4}
              active={id === activeId}
              aria-current={id === activeId ? 'location' : undefined}
            />
          ))}
        </div>
      ))}
    </Stack>
  );
}

function SectionCard({ id, title, description, Example }: StyleGuideSection) {
  return (
    <Card
      component="section"
      id={id}
      data-style-guide-section
      aria-labelledby={`${id}-title`}
      withBorder
      radius="md"
      padding="lg"
      style={{ scrollMarginTop: 'var(--mantine-spacing-md)', overflow: 'visible' }}
    >
      <Stack gap="md">
        <div>
          <Title order={3} id={`${id}-title`}>
            {title}
          </Title>
          {description ? (
            <Text size="sm" c="dimmed" mt={4}>
              {description}
            </Text>
          ) : null}
        </div>
        <Suspense
          fallback={
            <Center mih={80}>
              <Loader size="sm" />
            </Center>
          }
        >
          <Example />
        </Suspense>
      </Stack>
    </Card>
  );
}

/**
 * Public /style-guide (spec 2): every shared widget with sample data, for reviewing a change across
 * the whole kit at once. Needs no login; the file input's upload reports the missing session.
 */
export function StyleGuidePage() {
  const spy = useScrollSpy({ selector: '[data-style-guide-section]', offset: 80 });
  const activeId = spy.initialized ? spy.data[spy.active]?.id : undefined;
  return (
    <Container component="main" size="xl" py="xl" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="xs" mb="xl" maw={720}>
        <Title order={1}>Style guide</Title>
        <Text c="dimmed">
          The frame, widgets and inputs shared by every Digital Locker portal, shown with sample data. Nothing here is
          saved, and the page needs no login.
        </Text>
      </Stack>
      <Grid gap="xl" overflow="visible">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <Box hiddenFrom="md">
            <Accordion variant="contained" radius="md">
              <Accordion.Item value="contents">
                <Accordion.Control>Contents</Accordion.Control>
                <Accordion.Panel>
                  <nav aria-label="Contents">
                    <Contents activeId={activeId} />
                  </nav>
                </Accordion.Panel>
              </Accordion.Item>
            </Accordion>
          </Box>
          <Box
            component="nav"
            aria-label="Contents"
            visibleFrom="md"
            pos="sticky"
            top="var(--mantine-spacing-md)"
            mah="calc(100vh - 2 * var(--mantine-spacing-md))"
            style={{ overflowY: 'auto' }}
          >
            <Contents activeId={activeId} />
          </Box>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Stack gap="xl">
            {groups.map((group) => (
              <Stack key={group.id} gap="lg" component="section" aria-labelledby={group.id}>
                <Title order={2} id={group.id}>
                  {group.title}
                </Title>
                {group.sections.map((section) => (
                  <SectionCard key={section.id} {...section} />
                ))}
              </Stack>
            ))}
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
