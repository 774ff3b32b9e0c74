import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '#web/test/render.tsx';
import type { ChecklistItem } from './checklist-items.ts';
import { LongChecklist } from './long-checklist.tsx';

const INVESTORS: ChecklistItem[] = [
  { value: 'i3', label: 'Crestline Capital' },
  { value: 'i1', label: 'Acorn Partners' },
  { value: 'i2', label: 'Birch Family Office' },
  { value: 'i4', label: 'Cedar Ridge Capital' },
];

function Harness({
  items = INVESTORS,
  initial = [],
  onChange,
}: {
  items?: ChecklistItem[];
  initial?: string[];
  onChange?: (v: string[]) => void;
}) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <LongChecklist
      label="Investors"
      items={items}
      value={value}
      onChange={(next) => {
        onChange?.(next);
        setValue(next);
      }}
    />
  );
}

const labels = () =>
  within(screen.getByRole('group', { name: 'Investors' }))
    .getAllByRole('checkbox')
    .map((c) => c.closest('li')?.textContent);

describe('LongChecklist', () => {
  it('lists the items sorted by name and toggles one', async () => {
    const onChange = vi.fn();
    renderWithRouter(<Harness onChange={onChange} />);
    expect(labels()).toEqual(['Acorn Partners', 'Birch Family Office', 'Cedar Ridge Capital', 'Crestline Capital']);
    await userEvent.setup().click(screen.getByRole('checkbox', { name: 'Birch Family Office' }));
    expect(onChange).toHaveBeenLastCalledWith(['i2']);
    expect(screen.getByText('1 of 4 selected')).toBeInTheDocument();
  });

  it('filters by name and Select All / Deselect All act on the filtered items only', async () => {
    const onChange = vi.fn();
    renderWithRouter(<Harness initial={['i1']} onChange={onChange} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Filter by name'), 'capital');
    expect(labels()).toEqual(['Cedar Ridge Capital', 'Crestline Capital']);
    await user.click(screen.getByRole('button', { name: 'Select All' }));
    expect(onChange).toHaveBeenLastCalledWith(['i1', 'i4', 'i3']);
    expect(screen.getByRole('button', { name: 'Select All' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Deselect All' }));
    expect(onChange).toHaveBeenLastCalledWith(['i1']);
    await user.clear(screen.getByLabelText('Filter by name'));
    expect(screen.getByRole('checkbox', { name: 'Acorn Partners' })).toBeChecked();
  });

  it("shows 'No Results Found.' when nothing matches", async () => {
    renderWithRouter(<Harness />);
    await userEvent.setup().type(screen.getByLabelText('Filter by name'), 'zebra');
    expect(screen.getByText('No Results Found.')).toBeInTheDocument();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Select All' })).toBeDisabled();
  });

  it('keeps only a window of 2,000 items in the document, and Select All takes all of them', async () => {
    const many = Array.from({ length: 2000 }, (_, i) => ({ value: `v${i}`, label: `Investor ${2000 - i}` }));
    const onChange = vi.fn();
    renderWithRouter(<Harness items={many} onChange={onChange} />);
    const rows = within(screen.getByRole('group', { name: 'Investors' })).getAllByRole('listitem');
    // 320 px of 30 px rows plus the overscan: the rest is space the list keeps for them.
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(40);
    expect(rows[0]).toHaveTextContent('Investor 1');
    expect(rows[0]).toHaveAttribute('aria-posinset', '1');
    expect(rows[0]).toHaveAttribute('aria-setsize', '2000');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Select All' }));
    expect(onChange.mock.lastCall?.[0]).toHaveLength(2000);
    expect(screen.getByText('2,000 of 2,000 selected')).toBeInTheDocument();
  });
});
