import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '#web/test/render.tsx';
import { DateField } from './date-field.tsx';
import { DateTimeField } from './date-time-field.tsx';
import { isoToPickerValue, pickerValueToIso, toTimeValue } from './date-values.ts';
import { TimeField } from './time-field.tsx';

describe('DateField', () => {
  it('shows an ISO date as MM/DD/YYYY', () => {
    renderWithRouter(<DateField label="Start date" value="2026-03-15" onChange={vi.fn()} />);
    expect(screen.getByLabelText('Start date')).toHaveValue('03/15/2026');
  });

  it('reads a typed MM/DD/YYYY date as an ISO date', async () => {
    const onChange = vi.fn();
    renderWithRouter(<DateField label="Start date" onChange={onChange} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Start date'), '07/04/2026');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith('2026-07-04');
    expect(screen.getByLabelText('Start date')).toHaveValue('07/04/2026');
  });

  it('does not accept an impossible date', async () => {
    const onChange = vi.fn();
    renderWithRouter(<DateField label="End date" onChange={onChange} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('End date'), '02/30/2026');
    await user.tab();
    expect(onChange).not.toHaveBeenCalledWith('2026-02-30');
  });
});

describe('TimeField', () => {
  it('shows HH:mm as hh:mm a', () => {
    renderWithRouter(<TimeField label="Call time" value="14:05" onChange={vi.fn()} />);
    expect(screen.getByLabelText('Call time, hours')).toHaveValue('02');
    expect(screen.getByLabelText('Call time, minutes')).toHaveValue('05');
    expect(screen.getByLabelText('Call time, AM or PM')).toHaveValue('PM');
  });

  it('hands out a 24-hour HH:mm value', async () => {
    const onChange = vi.fn();
    renderWithRouter(<TimeField label="Call time" onChange={onChange} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Call time, hours'), '09');
    await user.type(screen.getByLabelText('Call time, minutes'), '45');
    await user.selectOptions(screen.getByLabelText('Call time, AM or PM'), 'PM');
    expect(onChange).toHaveBeenLastCalledWith('21:45');
  });
});

describe('DateTimeField', () => {
  it('shows an ISO instant as MM/DD/YYYY hh:mm a in local time', () => {
    const iso = new Date(2026, 2, 2, 14, 30).toISOString();
    renderWithRouter(<DateTimeField label="Closing" value={iso} onChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: /Closing/ })).toHaveTextContent('03/02/2026 02:30 pm');
  });

  it('converts between ISO instants and picker values', () => {
    const iso = new Date(2026, 0, 5, 9, 15).toISOString();
    expect(isoToPickerValue(iso)).toBe('2026-01-05 09:15:00');
    expect(pickerValueToIso('2026-01-05 09:15:00')).toBe(iso);
    expect(isoToPickerValue('not a date')).toBeNull();
    expect(pickerValueToIso(null)).toBeNull();
    expect(toTimeValue('21:45:10')).toBe('21:45');
    expect(toTimeValue('25:00')).toBe('');
  });
});

describe('DateField with text that is not a date (issue 14 point 5)', () => {
  it('keeps the text and says MM/DD/YYYY instead of clearing it', async () => {
    const onInvalidText = vi.fn();
    renderWithRouter(<DateField label="Issued On" onChange={vi.fn()} onInvalidText={onInvalidText} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Issued On'), '13/45/2026');
    await user.tab();
    expect(screen.getByLabelText('Issued On')).toHaveValue('13/45/2026');
    expect(screen.getByText('Issued On should be MM/DD/YYYY')).toBeInTheDocument();
    expect(onInvalidText).toHaveBeenLastCalledWith(true);
  });
});
