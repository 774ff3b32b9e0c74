import { Button } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '#web/test/render.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { useConfirm } from './use-confirm.tsx';

describe('ConfirmDialog', () => {
  it('shows the title and message and reports the choice', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderWithRouter(
      <ConfirmDialog
        opened
        title="Withdraw interest"
        message="Withdraw your interest in Northwind Series B?"
        confirmLabel="Withdraw"
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw interest' });
    expect(dialog).toHaveTextContent('Withdraw your interest in Northwind Series B?');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('starts focus on Cancel for a destructive action', async () => {
    renderWithRouter(
      <ConfirmDialog opened danger title="Delete" message="Delete it?" onConfirm={vi.fn()} onCancel={vi.fn()} />,
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
  });

  it('cancels on Escape', async () => {
    const onCancel = vi.fn();
    renderWithRouter(<ConfirmDialog opened title="Sure?" message="Go on?" onConfirm={vi.fn()} onCancel={onCancel} />);
    await screen.findByRole('dialog');
    await userEvent.setup().keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalled();
  });
});

function Harness({ onResult }: { onResult: (value: boolean) => void }) {
  const { confirm, dialog } = useConfirm();
  const [count, setCount] = useState(0);
  return (
    <>
      <Button
        onClick={async () => {
          setCount((c) => c + 1);
          onResult(await confirm({ title: `Remove investor ${count + 1}`, message: 'Remove?', danger: true }));
        }}
      >
        Remove
      </Button>
      {dialog}
    </>
  );
}

describe('useConfirm', () => {
  it('resolves true on confirm and false on cancel', async () => {
    const onResult = vi.fn();
    renderWithRouter(<Harness onResult={onResult} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('dialog', { name: 'Remove investor 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onResult).toHaveBeenLastCalledWith(true));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(onResult).toHaveBeenLastCalledWith(false));
  });
});
