import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '#web/test/render.tsx';
import { Carousel } from './carousel.tsx';
import { canGoNext, canGoPrevious, clampIndex } from './carousel-window.ts';

const DEALS = ['Atlas Robotics', 'Beacon Health', 'Cobalt Energy', 'Delta Freight', 'Evergreen AgTech', 'Fjord Bio'];

function renderCarousel(items = DEALS, perView = 4) {
  renderWithRouter(<Carousel label="Featured deals" items={items} perView={perView} renderItem={(d) => <p>{d}</p>} />);
  return {
    next: screen.getByRole('button', { name: 'Next items' }),
    previous: screen.getByRole('button', { name: 'Previous items' }),
    slides: () => screen.getAllByRole('group').map((g) => g.textContent),
  };
}

describe('carousel window', () => {
  it.each([
    [0, 4, 5, true],
    [1, 4, 5, false],
    [0, 4, 4, false],
    [2, 4, 10, true],
    [6, 4, 10, false],
  ])('index %i, %i shown, %i items: next %s', (index, perView, count, expected) => {
    expect(canGoNext(index, perView, count)).toBe(expected);
  });

  it('allows previous after the start and keeps the view full', () => {
    expect(canGoPrevious(0)).toBe(false);
    expect(canGoPrevious(1)).toBe(true);
    expect(clampIndex(5, 4, 6)).toBe(2);
    expect(clampIndex(3, 4, 2)).toBe(0);
  });
});

describe('Carousel', () => {
  it('shows four items and moves one at a time with labelled buttons', async () => {
    const { next, previous, slides } = renderCarousel();
    const user = userEvent.setup();
    expect(slides()).toEqual(DEALS.slice(0, 4));
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveAttribute('aria-disabled', 'false');
    expect(screen.getByRole('region', { name: 'Featured deals' })).toHaveAttribute('aria-roledescription', 'carousel');

    await user.click(next);
    expect(slides()).toEqual(DEALS.slice(1, 5));
    await user.click(next);
    expect(slides()).toEqual(DEALS.slice(2, 6));
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(next).toHaveFocus();
    await user.click(next);
    expect(slides()).toEqual(DEALS.slice(2, 6));
    expect(previous).toHaveAttribute('aria-disabled', 'false');
    expect(screen.getByText('Showing 3–6 of 6')).toBeInTheDocument();
  });

  it('moves with the arrow keys', async () => {
    const { previous, slides } = renderCarousel();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next items' }));
    await user.keyboard('{ArrowRight}');
    expect(slides()[0]).toBe('Cobalt Energy');
    previous.focus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(slides()[0]).toBe('Atlas Robotics');
  });

  it('disables next when all items fit', () => {
    const { next, previous } = renderCarousel(DEALS.slice(0, 4));
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(previous).toHaveAttribute('aria-disabled', 'true');
  });
});
