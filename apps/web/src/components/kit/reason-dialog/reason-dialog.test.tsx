import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '#web/test/render.tsx';
import { ReasonDialog } from './reason-dialog.tsx';

function setup() {
  const onSubmit = vi.fn();
  const onClose = vi.fn();
  renderWithRouter(<ReasonDialog opened title="Decline deal" onClose={onClose} onSubmit={onSubmit} />);
  return { onSubmit, onClose, user: userEvent.setup() };
}

describe('ReasonDialog', () => {
  it('enables Ok only when the trimmed reason is not empty', async () => {
    const { user, onSubmit } = setup();
    const ok = await screen.findByRole('button', { name: 'Ok' });
    expect(ok).toBeDisabled();
    await user.type(screen.getByLabelText(/^Reason/), '   ');
    expect(ok).toBeDisabled();
    await user.type(screen.getByLabelText(/^Reason/), 'Allocation already filled ');
    expect(ok).toBeEnabled();
    await user.click(ok);
    expect(onSubmit).toHaveBeenCalledWith('Allocation already filled');
  });

  it('focuses the Reason field and closes with Close', async () => {
    const { user, onClose, onSubmit } = setup();
    expect(await screen.findByRole('dialog', { name: 'Decline deal' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Reason/)).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
