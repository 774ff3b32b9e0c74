import type { Tearsheet } from '@dl/contracts';
import { formatCurrency, formatDate } from '@dl/domain';
import { ActionIcon, Box, Group, List, Stack, Text, Title } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { type KeyboardEvent, type ReactNode, useState } from 'react';

interface Slide {
  key: string;
  title: string;
  body: ReactNode;
}

function slidesOf(t: Tearsheet): Slide[] {
  const slides: Slide[] = [
    { key: 'cover', title: t.name, body: <Text size="xl">{t.short_desc || t.issuer.name}</Text> },
    {
      key: 'figures',
      title: 'The raise',
      body: (
        <Stack gap="xs">
          <Text size="xl">Target raise {formatCurrency(t.size)}</Text>
          <Text size="xl">Minimum investment {formatCurrency(t.minimum)}</Text>
          <Text size="lg" c="gray.3">
            {[formatDate(t.start_date), formatDate(t.end_date)].filter(Boolean).join(' to ')}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'issuer',
      title: t.issuer.name,
      body: (
        <Text size="xl">
          {[t.issuer.market, t.issuer.stage, t.issuer.sector, t.issuer.headquarters].filter(Boolean).join(' · ')}
        </Text>
      ),
    },
  ];
  if (t.highlights.length > 0) {
    slides.push({
      key: 'highlights',
      title: 'Highlights',
      body: (
        <List size="xl" spacing="sm">
          {t.highlights.map((h) => (
            <List.Item key={h}>{h}</List.Item>
          ))}
        </List>
      ),
    });
  }
  return slides;
}

/** Presentation mode of the roadshow (`?mode=presentation`): one slide at a time, arrow keys to move. */
export function Presentation({ tearsheet }: { tearsheet: Tearsheet }) {
  const slides = slidesOf(tearsheet);
  const [index, setIndex] = useState(0);
  const go = (delta: number) => setIndex((i) => Math.min(slides.length - 1, Math.max(0, i + delta)));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight' || event.key === 'PageDown') go(1);
    if (event.key === 'ArrowLeft' || event.key === 'PageUp') go(-1);
  };
  const slide = slides[index] ?? slides[0];
  if (!slide) return null;
  return (
    <Box
      role="region"
      aria-roledescription="carousel"
      aria-label="Roadshow presentation"
      tabIndex={0}
      onKeyDown={onKeyDown}
      bg="secondary.9"
      c="white"
      p={{ base: 'lg', sm: 48 }}
      mih="60vh"
      style={{ borderRadius: 12, display: 'flex', flexDirection: 'column' }}
    >
      <Stack gap="lg" style={{ flex: 1 }} aria-live="polite" justify="center">
        <Title order={2} fz={{ base: 28, sm: 44 }}>
          {slide.title}
        </Title>
        {slide.body}
      </Stack>
      <Group justify="space-between" mt="lg">
        <Text size="sm">
          Slide {index + 1} of {slides.length}
        </Text>
        <Group gap="xs">
          <ActionIcon
            variant="white"
            color="dark"
            size="lg"
            aria-label="Previous slide"
            disabled={index === 0}
            onClick={() => go(-1)}
          >
            <IconChevronLeft size={20} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="white"
            color="dark"
            size="lg"
            aria-label="Next slide"
            disabled={index === slides.length - 1}
            onClick={() => go(1)}
          >
            <IconChevronRight size={20} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
    </Box>
  );
}
