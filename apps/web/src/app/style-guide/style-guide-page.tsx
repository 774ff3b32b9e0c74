import { Container, Stack, Title } from '@mantine/core';
import { inputsSections } from './sections-inputs.tsx';
import { kitSections } from './sections-kit.tsx';
import { shellSections } from './sections-shell.tsx';

const sections = [...shellSections, ...kitSections, ...inputsSections];

export function StyleGuidePage() {
  return (
    <Container size="lg" py="xl">
      <Stack>
        <Title order={1}>Style guide</Title>
        {sections.map(({ id, title, Example }) => (
          <section key={id} id={id} aria-labelledby={`${id}-title`}>
            <Title order={2} id={`${id}-title`}>
              {title}
            </Title>
            <Example />
          </section>
        ))}
      </Stack>
    </Container>
  );
}
