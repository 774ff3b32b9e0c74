import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '#web/test/render.tsx';
import { CategoryEditor } from './category-editor.tsx';
import { categoryLevelErrors, filterSuggestions, withLevelCount } from './category-levels.ts';

function Harness({
  initial = [''],
  onChange,
  loadSuggestions,
}: {
  initial?: string[];
  onChange?: (levels: string[]) => void;
  loadSuggestions?: (path: string[]) => Promise<string[]>;
}) {
  const [levels, setLevels] = useState(initial);
  const [touched, setTouched] = useState(false);
  return (
    <CategoryEditor
      value={levels}
      loadSuggestions={loadSuggestions}
      errors={touched ? categoryLevelErrors(levels) : []}
      onBlur={() => setTouched(true)}
      onChange={(next) => {
        onChange?.(next);
        setLevels(next);
      }}
    />
  );
}

const names = () => screen.getAllByRole('combobox', { name: /^Name/ });

describe('category levels', () => {
  it('sets the number of levels from the end, between 1 and 5', () => {
    expect(withLevelCount(['A', 'B', 'C'], 1)).toEqual(['A']);
    expect(withLevelCount(['A'], 3)).toEqual(['A', '', '']);
    expect(withLevelCount(['A'], 9)).toHaveLength(5);
    expect(withLevelCount(['A', 'B'], 0)).toEqual(['A']);
  });

  it('requires a Name per level and filters suggestions by what is typed', () => {
    expect(categoryLevelErrors(['Finance', '  '])).toEqual([null, 'Name is required']);
    expect(filterSuggestions(['Audits', 'Plans', 'Statements'], 'an')).toEqual(['Plans']);
    expect(filterSuggestions(['Audits', 'Plans'], 'Plans')).toEqual([]);
  });
});

describe('CategoryEditor', () => {
  it('shows Name is required for an empty level once it loses focus', async () => {
    renderWithRouter(<Harness />);
    const user = userEvent.setup();
    await user.click(names()[0] as HTMLElement);
    await user.tab();
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    await user.type(names()[0] as HTMLElement, 'Finance');
    await waitFor(() => expect(screen.queryByText('Name is required')).not.toBeInTheDocument());
  });

  it('trims a name on blur', async () => {
    const onChange = vi.fn();
    renderWithRouter(<Harness onChange={onChange} />);
    const user = userEvent.setup();
    await user.type(names()[0] as HTMLElement, '  Legal  ');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(['Legal']);
    expect(names()[0]).toHaveValue('Legal');
  });

  it('adds levels at the end and deletes only the last one', async () => {
    const onChange = vi.fn();
    renderWithRouter(<Harness initial={['Finance']} onChange={onChange} />);
    const user = userEvent.setup();
    expect(screen.queryByRole('button', { name: /Delete level/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add level' }));
    expect(onChange).toHaveBeenLastCalledWith(['Finance', '']);
    await user.type(names()[1] as HTMLElement, 'Audits');
    await user.click(screen.getByRole('button', { name: 'Add level' }));
    expect(names()).toHaveLength(3);
    // Only the last level has a delete button.
    expect(screen.getAllByRole('button', { name: /Delete level/ })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Delete level 3' }));
    expect(onChange).toHaveBeenLastCalledWith(['Finance', 'Audits']);
  });

  it('sets the number of levels with Type', async () => {
    const onChange = vi.fn();
    renderWithRouter(<Harness initial={['Finance', 'Audits']} onChange={onChange} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: /^Type/ }));
    await user.click(await screen.findByRole('option', { name: '4' }));
    expect(onChange).toHaveBeenLastCalledWith(['Finance', 'Audits', '', '']);
    expect(names()).toHaveLength(4);
  });

  it("suggests names from other documents' categories sharing the earlier levels", async () => {
    const loadSuggestions = vi.fn(async (path: string[]) =>
      path.length === 0 ? ['Finance', 'Legal'] : ['Audits', 'Plans'],
    );
    renderWithRouter(<Harness initial={['Finance', '']} loadSuggestions={loadSuggestions} />);
    const user = userEvent.setup();
    await user.click(names()[1] as HTMLElement);
    await waitFor(() => expect(loadSuggestions).toHaveBeenCalledWith(['Finance']));
    expect(await screen.findByRole('option', { name: 'Audits' })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Plans' }));
    expect(names()[1]).toHaveValue('Plans');
  });
});
