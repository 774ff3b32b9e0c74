import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '#web/test/render.tsx';
import { CarouselExample } from './carousel-example.tsx';
import { ChartsExample } from './charts-example.tsx';
import { ProgressExample } from './progress-example.tsx';

describe('style-guide examples of the displays', () => {
  it('progress strips for two investments', () => {
    renderWithRouter(<ProgressExample />);
    expect(screen.getByRole('list', { name: 'Helios Solar Fund II progress' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Northwind Logistics Series B progress' })).toBeInTheDocument();
  });

  it('a carousel of opportunities', () => {
    renderWithRouter(<CarouselExample />);
    expect(screen.getByRole('region', { name: 'Featured opportunities' })).toBeInTheDocument();
    expect(screen.getByText('Helios Solar Fund II')).toBeInTheDocument();
  });

  it('three charts', () => {
    renderWithRouter(<ChartsExample />);
    expect(screen.getAllByRole('figure')).toHaveLength(3);
  });
});
