import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '#web/test/render.tsx';
import { ListState } from './list-state.tsx';

const empty = { title: 'No upcoming events', text: 'New events will appear here.' };
const base = { isError: false, error: null, isPending: false };

describe('ListState', () => {
  it('shows the named loader while loading', () => {
    renderWithRouter(
      <ListState query={{ ...base, isPending: true }} loadingLabel="Loading events" errorFallback="x" empty={empty} />,
    );
    expect(screen.getByLabelText('Loading events')).toBeInTheDocument();
  });

  it("shows the fallback text for an error without the server's detail", () => {
    renderWithRouter(
      <ListState
        query={{ ...base, isError: true, error: new Error('socket hang up') }}
        loadingLabel="Loading events"
        errorFallback="Failed to load data"
        empty={empty}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load data');
  });

  it('shows the empty state for no rows, and nothing once rows are there', () => {
    const { rerender } = renderWithRouter(
      <ListState query={{ ...base, data: { count: 0 } }} loadingLabel="l" errorFallback="x" empty={empty} />,
    );
    expect(screen.getByText('No upcoming events')).toBeInTheDocument();
    expect(screen.getByText('New events will appear here.')).toBeInTheDocument();
    rerender(<ListState query={{ ...base, data: { count: 2 } }} loadingLabel="l" errorFallback="x" empty={empty} />);
    expect(screen.queryByText('No upcoming events')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
