import { NativeSelect, TextInput } from '@mantine/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '#web/test/render.tsx';
import { FilterHeader } from './filter-header.tsx';

interface Filters {
  name: string;
  status: string;
}

const DEFAULTS: Filters = { name: '', status: '' };
const LABELS: Record<keyof Filters, string> = { name: 'Name', status: 'Status' };

function Harness({ initial = DEFAULTS, onApply }: { initial?: Filters; onApply?: (v: Filters) => void }) {
  const [values, setValues] = useState(initial);
  return (
    <FilterHeader
      title="Opportunities"
      values={values}
      defaultValues={DEFAULTS}
      onApply={(next) => {
        onApply?.(next);
        setValues(next);
      }}
      chipLabel={(key, value) => `${LABELS[key]}: ${value}`}
      renderFields={(draft, set) => (
        <>
          <TextInput label="Name" value={draft.name} onChange={(e) => set('name', e.currentTarget.value)} />
          <NativeSelect
            label="Status"
            value={draft.status}
            onChange={(e) => set('status', e.currentTarget.value)}
            data={['', 'Published', 'Closed']}
          />
        </>
      )}
    />
  );
}

describe('FilterHeader', () => {
  it('opens the filter dialog, applies the values and closes', async () => {
    const onApply = vi.fn();
    renderWithRouter(<Harness onApply={onApply} />);
    expect(screen.getByRole('heading', { name: 'Opportunities' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filters' });
    await user.type(within(dialog).getByLabelText('Name'), 'Northwind');
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'Published');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith({ name: 'Northwind', status: 'Published' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const chips = screen.getByRole('list', { name: 'Active filters' });
    expect(within(chips).getByText('Name: Northwind')).toBeInTheDocument();
    expect(within(chips).getByText('Status: Published')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filter, 2 active' })).toBeInTheDocument();
  });

  it('applies with Enter in a field', async () => {
    const onApply = vi.fn();
    renderWithRouter(<Harness onApply={onApply} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await user.type(await screen.findByLabelText('Name'), 'Birch{Enter}');
    expect(onApply).toHaveBeenCalledWith({ name: 'Birch', status: '' });
  });

  it('Close discards the edits and Reset puts the defaults back in the fields', async () => {
    const onApply = vi.fn();
    renderWithRouter(<Harness initial={{ name: 'Acorn', status: 'Closed' }} onApply={onApply} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Filter, 2 active' }));
    await user.type(await screen.findByLabelText('Name'), ' Partners');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onApply).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Filter, 2 active' }));
    expect(await screen.findByLabelText('Name')).toHaveValue('Acorn');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(onApply).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith(DEFAULTS);
    expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();
  });

  it('removes one filter from its chip, or all with Clear all', async () => {
    const onApply = vi.fn();
    renderWithRouter(<Harness initial={{ name: 'Acorn', status: 'Closed' }} onApply={onApply} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove filter Status: Closed' }));
    expect(onApply).toHaveBeenLastCalledWith({ name: 'Acorn', status: '' });
    await user.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(onApply).toHaveBeenLastCalledWith(DEFAULTS);
  });
});
