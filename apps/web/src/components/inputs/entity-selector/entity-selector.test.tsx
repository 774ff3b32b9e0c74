import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '#web/test/render.tsx';
import { EntitySelector } from './entity-selector.tsx';
import { ENTITY_SEARCH, type EntityFetcher, type EntityItem } from './use-entity-search.ts';

const FUNDS: EntityItem[] = [
  { id: 1, name: 'Blue Ridge Capital', source: 'common' },
  { id: 2, name: 'Blue Harbor Partners', source: '' },
  { id: 3, name: 'Cedar Point Ventures' },
];

function fakeFetcher() {
  return vi.fn<EntityFetcher>(async (search) => ({
    results: FUNDS.filter((f) => f.name.toLowerCase().includes(search.toLowerCase())),
  }));
}

describe('EntitySelector', () => {
  afterEach(() => vi.useRealTimers());
  const setup = () => userEvent.setup();

  it('lists page 1 of 20 when opened and marks common items', async () => {
    const fetcher = fakeFetcher();
    renderWithRouter(<EntitySelector label="Fund" fetcher={fetcher} />);
    await setup().click(screen.getByRole('textbox', { name: 'Fund' }));
    expect(await screen.findByRole('option', { name: /Blue Ridge Capital/ })).toHaveTextContent('Common');
    expect(screen.getByRole('option', { name: 'Blue Harbor Partners' })).not.toHaveTextContent('Common');
    expect(fetcher).toHaveBeenCalledWith('', 1, 20);
  });

  it('sends the typed text, spaces included, once typing pauses for 500 ms', async () => {
    const fetcher = fakeFetcher();
    renderWithRouter(<EntitySelector label="Fund" fetcher={fetcher} />);
    const input = screen.getByRole('textbox', { name: 'Fund' });
    await setup().click(input);
    await screen.findByRole('option', { name: /Cedar Point/ });
    fetcher.mockClear();

    // Typed under fake timers (user-event waits on a timer of its own): the pause is counted exactly.
    vi.useFakeTimers();
    const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
    const text = 'Blue Ridge';
    for (let n = 1; n <= text.length; n++) {
      fireEvent.change(input, { target: { value: text.slice(0, n) } });
      await elapse(100);
    }
    expect(input).toHaveValue('Blue Ridge');
    expect(fetcher).not.toHaveBeenCalled();
    expect(ENTITY_SEARCH.debounceMs).toBe(500);
    await elapse(ENTITY_SEARCH.debounceMs - 101);
    expect(fetcher).not.toHaveBeenCalled();
    await elapse(1);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(fetcher).toHaveBeenCalledWith('Blue Ridge', 1, 20);
    await elapse(0);
    expect(screen.getByRole('option', { name: /Blue Ridge Capital/ })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Cedar Point/ })).toBeNull();
  });

  it('selects with the keyboard and hands out the item', async () => {
    const onChange = vi.fn();
    renderWithRouter(<EntitySelector label="Fund" fetcher={fakeFetcher()} onChange={onChange} />);
    const user = setup();
    const input = screen.getByRole('textbox', { name: 'Fund' });
    await user.click(input);
    await screen.findByRole('option', { name: /Cedar Point/ });
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(FUNDS[1]);
    expect(input).toHaveValue('Blue Harbor Partners');
  });

  it("says 'Failed to load data' when the fetcher fails", async () => {
    const fetcher = vi.fn<EntityFetcher>(async () => {
      throw new Error('offline');
    });
    renderWithRouter(<EntitySelector label="Fund" fetcher={fetcher} />);
    await setup().click(screen.getByRole('textbox', { name: 'Fund' }));
    expect(await screen.findByText('Failed to load data')).toBeInTheDocument();
  });

  it('uses a configured page size', async () => {
    const fetcher = fakeFetcher();
    renderWithRouter(<EntitySelector label="Fund" fetcher={fetcher} limit={1000} />);
    await setup().click(screen.getByRole('textbox', { name: 'Fund' }));
    await waitFor(() => expect(fetcher).toHaveBeenCalledWith('', 1, 1000));
  });
});
