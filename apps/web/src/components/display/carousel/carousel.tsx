import { ActionIcon, Group, SimpleGrid, Text, useMatches } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { type KeyboardEvent, type Key, type ReactNode, useState } from 'react';
import { CAROUSEL_PER_VIEW, canGoNext, canGoPrevious, clampIndex } from './carousel-window.ts';

export interface CarouselProps<T> {
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  getKey?: (item: T, index: number) => Key;
  /** Names the carousel ('Featured opportunities'). */
  label: string;
  /** Items shown at once; by default 4 on desktop, 2 on tablets, 1 on phones. */
  perView?: number;
}

/**
 * Carousel (spec 2) that moves one item at a time: Previous while not at the start, Next while the
 * current index plus the items shown is below the count. Arrow keys move it too.
 */
export function Carousel<T>({ items, renderItem, getKey, label, perView }: CarouselProps<T>) {
  const responsive = useMatches({ base: 1, sm: 2, md: CAROUSEL_PER_VIEW });
  const shown = perView ?? responsive;
  const [start, setStart] = useState(0);
  const index = clampIndex(start, shown, items.length);
  const hasNext = canGoNext(index, shown, items.length);
  const hasPrevious = canGoPrevious(index);
  const next = () => hasNext && setStart(index + 1);
  const previous = () => hasPrevious && setStart(index - 1);

  const handleKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowRight') next();
    else if (event.key === 'ArrowLeft') previous();
    else return;
    event.preventDefault();
  };

  const visible = items.slice(index, index + shown);
  const last = Math.min(index + shown, items.length);
  return (
    <section aria-roledescription="carousel" aria-label={label} onKeyDown={handleKeyDown}>
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Text size="sm" c="dimmed" aria-live="polite">
          {shownText(index + 1, last, items.length)}
        </Text>
        <Group gap="xs" wrap="nowrap">
          {/* aria-disabled rather than disabled: a button that turns off under the keyboard keeps the focus. */}
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Previous items"
            aria-disabled={!hasPrevious}
            data-disabled={!hasPrevious || undefined}
            onClick={previous}
          >
            <IconChevronLeft size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label="Next items"
            aria-disabled={!hasNext}
            data-disabled={!hasNext || undefined}
            onClick={next}
          >
            <IconChevronRight size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
      <SimpleGrid cols={shown} spacing="md">
        {visible.map((item, offset) => {
          const position = index + offset;
          return (
            // biome-ignore lint/a11y/useSemanticElements: a slide is a group (WAI-ARIA carousel pattern), not a form fieldset.
            <div
              key={getKey ? getKey(item, position) : position}
              role="group"
              aria-roledescription="slide"
              aria-label={`${position + 1} of ${items.length}`}
            >
              {renderItem(item, position)}
            </div>
          );
        })}
      </SimpleGrid>
    </section>
  );
}

function shownText(first: number, last: number, count: number): string {
  if (count === 0) return 'No items';
  return first === last ? `Showing ${first} of ${count}` : `Showing ${first}–${last} of ${count}`;
}
