import userEvent from '@testing-library/user-event';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '#web/test/render.tsx';
import { CeremonyFields } from './ceremony-fields.tsx';

describe('CeremonyFields', () => {
  it('shows a value the record fills read-only, as it will be sealed, and the free fields editable', async () => {
    const onChange = vi.fn();
    renderWithRouter(
      <CeremonyFields
        fields={[
          { name: 'investment_amount', label: 'Investment amount', type: 'text', required: true, prefilled: true },
          { name: 'signer_title', label: 'Title', type: 'text', required: false },
        ]}
        values={{ investment_amount: '$30,000', signer_title: '' }}
        errors={{}}
        onChange={onChange}
      />,
    );
    const amount = screen.getByRole('textbox', { name: 'Investment amount' });
    expect(amount).toHaveValue('$30,000');
    expect(amount).toHaveAttribute('readonly');
    expect(screen.getByText(/the document states this value as it is recorded/)).toBeInTheDocument();
    await userEvent.setup().type(amount, 'lots of money');
    expect(onChange).not.toHaveBeenCalled();
    const title = screen.getByRole('textbox', { name: 'Title' });
    expect(title).not.toHaveAttribute('readonly');
    await userEvent.setup().type(title, 'C');
    expect(onChange).toHaveBeenCalledWith('signer_title', 'C');
  });
});
