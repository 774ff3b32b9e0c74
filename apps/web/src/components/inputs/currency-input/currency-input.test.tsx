import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CurrencyInput, type CurrencyInputProps } from './currency-input.tsx';

function renderInput(props: Partial<CurrencyInputProps> = {}) {
  const onChange = vi.fn();
  render(
    <MantineProvider env="test">
      <CurrencyInput label="Target raise" onChange={onChange} {...props} />
    </MantineProvider>,
  );
  return { input: screen.getByLabelText('Target raise') as HTMLInputElement, onChange, user: userEvent.setup() };
}

function Controlled() {
  const [value, setValue] = useState('5000000');
  return (
    <>
      <CurrencyInput label="Minimum" value={value} onChange={setValue} />
      <button type="button" onClick={() => setValue('250000')}>
        Reset
      </button>
      <output>{value}</output>
    </>
  );
}

describe('CurrencyInput', () => {
  it('shows thousands separators and hands out a decimal string', async () => {
    const { input, onChange, user } = renderInput();
    await user.type(input, '1250000');
    expect(input).toHaveValue('1,250,000');
    expect(onChange).toHaveBeenLastCalledWith('1250000');
    expect(screen.getByText('$')).toBeInTheDocument();
  });

  it('ignores letters and other symbols', async () => {
    const { input, onChange, user } = renderInput();
    await user.type(input, 'a1b-2.c3');
    expect(input).toHaveValue('123');
    expect(onChange).toHaveBeenLastCalledWith('123');
    expect(onChange).not.toHaveBeenCalledWith(expect.stringMatching(/[^\d]/));
  });

  it('stops at 12 digits by default', async () => {
    const { input, user } = renderInput();
    await user.type(input, '12345678901234');
    expect(input).toHaveValue('123,456,789,012');
  });

  it('keeps the caret after the digit typed in the middle', async () => {
    const { input, user } = renderInput({ defaultValue: '125000' });
    expect(input).toHaveValue('125,000');
    input.setSelectionRange(1, 1);
    await user.type(input, '9', { initialSelectionStart: 1, initialSelectionEnd: 1 });
    expect(input).toHaveValue('1,925,000');
    expect(input.selectionStart).toBe(3);
  });

  it('accepts a configured length of 20 digits', async () => {
    const { input, onChange, user } = renderInput({ maxLength: 20 });
    await user.type(input, '123456789012345678901');
    expect(onChange).toHaveBeenLastCalledWith('12345678901234567890');
  });

  it('keeps up to the configured precision', async () => {
    const { input, onChange, user } = renderInput({ precision: 2 });
    await user.type(input, '1234.567');
    expect(input).toHaveValue('1,234.56');
    expect(onChange).toHaveBeenLastCalledWith('1234.56');
  });

  it('follows a controlled value, formatted', async () => {
    render(
      <MantineProvider env="test">
        <Controlled />
      </MantineProvider>,
    );
    const input = screen.getByLabelText('Minimum');
    expect(input).toHaveValue('5,000,000');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(input).toHaveValue('250,000');
    await user.type(input, '0');
    expect(screen.getByRole('status')).toHaveTextContent('2500000');
  });
});
