import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SnackbarHost } from '../components/snackbar-host.tsx';
import { SNACKBAR_TIMEOUT_MS, showSnackbar, useSnackbar } from './snackbar.ts';

describe('snackbar (spec 4, 9)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows success by default for 4000 ms', async () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('n1');
    await expect(showSnackbar({ text: 'Successfully deleted the communication item' })).resolves.toBe('n1');
    expect(SNACKBAR_TIMEOUT_MS).toBe(4000);
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({
        message: 'Successfully deleted the communication item',
        color: 'success',
        autoClose: 4000,
        closeButtonProps: { 'aria-label': 'Close' },
      }),
    );
  });

  it('uses the error colour for errors and takes a timeout', async () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('n2');
    const { result } = renderHook(() => useSnackbar());
    await result.current.error('Failed to load data');
    await result.current.show({ text: 'Saved', timeout: 1000 });
    expect(show).toHaveBeenNthCalledWith(
      1,
      expect.objectContaining({ message: 'Failed to load data', color: 'danger' }),
    );
    expect(show).toHaveBeenNthCalledWith(2, expect.objectContaining({ autoClose: 1000, color: 'success' }));
  });

  it('mounts the container on first use and shows the message', async () => {
    render(
      <MantineProvider env="test">
        <SnackbarHost />
      </MantineProvider>,
    );
    await act(() => showSnackbar({ text: 'Failed to load data', color: 'error' }));
    expect(await screen.findByText('Failed to load data')).toBeInTheDocument();
    act(() => notifications.clean());
  });
});
