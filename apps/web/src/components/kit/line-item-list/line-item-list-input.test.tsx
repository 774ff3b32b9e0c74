import { email, required } from '@dl/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '#web/test/render.tsx';
import { hasLineItemErrors } from './line-item-errors.ts';
import { LineItemListInput } from './line-item-list-input.tsx';

const RULES = [required, email];

function Harness({ initial = [], onChange }: { initial?: string[]; onChange?: (lines: string[]) => void }) {
  const [lines, setLines] = useState(initial);
  return (
    <LineItemListInput
      label="Notify"
      fieldName="Email"
      rules={RULES}
      value={lines}
      onChange={(next) => {
        onChange?.(next);
        setLines(next);
      }}
    />
  );
}

const lineInputs = () =>
  within(screen.getByRole('group', { name: 'Notify' })).getAllByRole('textbox', { name: /^Notify line/ });

describe('LineItemListInput', () => {
  it('adds a line with Enter and with the + button, numbering the lines', async () => {
    const onChange = vi.fn();
    renderWithRouter(<Harness onChange={onChange} />);
    const user = userEvent.setup();
    const draft = screen.getByRole('textbox', { name: 'New Notify line' });
    await user.type(draft, 'ops@northwind.example{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['ops@northwind.example']);
    expect(draft).toHaveValue('');
    expect(draft).toHaveFocus();
    await user.type(draft, '  legal@birch.example  ');
    await user.click(screen.getByRole('button', { name: 'Add line' }));
    expect(onChange).toHaveBeenLastCalledWith(['ops@northwind.example', 'legal@birch.example']);
    expect(lineInputs().map((i) => i.getAttribute('aria-label'))).toEqual(['Notify line 1', 'Notify line 2']);
    expect(screen.getByRole('list')).toHaveTextContent('1.');
  });

  it('does not add a blank line', async () => {
    const onChange = vi.fn();
    renderWithRouter(<Harness onChange={onChange} />);
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'Add line' })).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'New Notify line' }), '   {Enter}');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('deletes a line', async () => {
    const onChange = vi.fn();
    renderWithRouter(<Harness initial={['a@x.example', 'b@x.example', 'c@x.example']} onChange={onChange} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Delete line 2' }));
    expect(onChange).toHaveBeenLastCalledWith(['a@x.example', 'c@x.example']);
    expect(lineInputs().map((i) => (i as HTMLInputElement).value)).toEqual(['a@x.example', 'c@x.example']);
  });

  it('shows the rule message under a failing line', async () => {
    renderWithRouter(<Harness initial={['ok@x.example']} />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'New Notify line' }), 'not-an-email{Enter}');
    const bad = screen.getByRole('textbox', { name: 'Notify line 2' });
    expect(bad).toHaveAttribute('aria-invalid', 'true');
    expect(bad).toHaveAccessibleDescription('Email is not valid email');
    expect(screen.getByRole('textbox', { name: 'Notify line 1' })).not.toHaveAttribute('aria-invalid', 'true');
    await user.clear(bad);
    expect(screen.getByText('Email is required')).toBeInTheDocument();
  });

  it('reports whether any line fails', () => {
    expect(hasLineItemErrors(['a@x.example'], 'Email', RULES)).toBe(false);
    expect(hasLineItemErrors(['a@x.example', 'nope'], 'Email', RULES)).toBe(true);
  });
});
