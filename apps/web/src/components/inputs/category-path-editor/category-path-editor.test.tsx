import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '#web/test/render.tsx';
import { categoryPath, isCategoryPathValid, levelSuggestions } from './category-path.ts';
import { CategoryPathEditor } from './category-path-editor.tsx';

const EXISTING = [
  ['Legal', 'NDA', '2026'],
  ['Legal', 'Subscription'],
  [' legal ', 'Side letters'],
  ['Financials', 'Quarterly', 'Q1'],
  ['Financials', 'Annual'],
  ['Legal', 'NDA', '2025'],
];

describe('levelSuggestions', () => {
  it.each([
    [[], 0, ['Financials', 'Legal']],
    [['Legal'], 1, ['NDA', 'Side letters', 'Subscription']],
    [['LEGAL '], 1, ['NDA', 'Side letters', 'Subscription']],
    [['Legal', 'NDA'], 2, ['2025', '2026']],
    [['Financials'], 1, ['Annual', 'Quarterly']],
    [['Marketing'], 1, []],
  ])('after %o at level %i -> %o', (earlier, level, expected) => {
    expect(levelSuggestions(EXISTING, earlier, level)).toEqual(expected);
  });

  it('keeps Type as the number of levels', () => {
    expect(categoryPath(['Legal', 'NDA'])).toEqual({ type: '2', names: ['Legal', 'NDA'] });
    expect(isCategoryPathValid(categoryPath(['Legal', ' ']))).toBe(false);
    expect(isCategoryPathValid(categoryPath(['Legal']))).toBe(true);
  });
});

describe('CategoryPathEditor', () => {
  it('adds levels and deletes only the last one', async () => {
    const onChange = vi.fn();
    renderWithRouter(<CategoryPathEditor defaultValue={categoryPath(['Legal'])} onChange={onChange} />);
    const user = userEvent.setup();
    expect(screen.queryByRole('button', { name: /Delete level/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Add level' }));
    expect(onChange).toHaveBeenLastCalledWith({ type: '2', names: ['Legal', ''] });
    await user.click(screen.getByRole('button', { name: 'Add level' }));
    expect(screen.getAllByRole('button', { name: /Delete level/ })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Delete level 3' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete level 3' }));
    expect(onChange).toHaveBeenLastCalledWith({ type: '2', names: ['Legal', ''] });
    expect(screen.getByRole('button', { name: 'Delete level 2' })).toBeInTheDocument();
  });

  it("requires each name ('Name is required') and trims it on blur", async () => {
    const onChange = vi.fn();
    renderWithRouter(<CategoryPathEditor defaultValue={categoryPath(['', ''])} onChange={onChange} />);
    const user = userEvent.setup();
    const first = screen.getByRole('combobox', { name: 'Name, level 1' });
    await user.click(first);
    await user.tab();
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(first).toHaveAttribute('aria-invalid', 'true');

    await user.type(first, '  Legal  ');
    await user.tab();
    expect(first).toHaveValue('Legal');
    expect(onChange).toHaveBeenLastCalledWith({ type: '2', names: ['Legal', ''] });
    expect(first).not.toHaveAttribute('aria-invalid');
    // Only the second level, left empty on the way, still asks for its name.
    expect(screen.getAllByText('Name is required')).toHaveLength(1);
  });

  it('shows every error when asked (after a submit)', () => {
    renderWithRouter(<CategoryPathEditor defaultValue={categoryPath(['', ''])} showErrors />);
    expect(screen.getAllByText('Name is required')).toHaveLength(2);
  });

  it('suggests names used under the same earlier levels', async () => {
    renderWithRouter(<CategoryPathEditor defaultValue={categoryPath(['Legal', ''])} existing={EXISTING} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Name, level 2' }));
    const listbox = await screen.findByRole('listbox');
    const options = within(listbox)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['NDA', 'Side letters', 'Subscription']);
  });

  it('shows Type as the number of levels', () => {
    renderWithRouter(<CategoryPathEditor defaultValue={categoryPath(['Legal', 'NDA', '2026'])} />);
    expect(screen.getByLabelText('Type 3: 3 levels')).toHaveTextContent('3');
  });
});
