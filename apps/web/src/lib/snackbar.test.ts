import { notifications } from '@mantine/notifications';
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SNACKBAR_TIMEOUT_MS, showSnackbar, useSnackbar } from './snackbar.ts';

describe('snackbar (spec 4, 9)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows success by default for 4000 ms', () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('n1');
    showSnackbar({ text: 'Successfully deleted the communication item' });
    expect(SNACKBAR_TIMEOUT_MS).toBe(4000);
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({
        message: 'Successfully deleted the communication item',
        color: 'success',
        autoClose: 4000,
      }),
    );
  });

  it('uses the error colour for errors and takes a timeout', () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('n2');
    const { result } = renderHook(() => useSnackbar());
    result.current.error('Failed to load data');
    result.current.show({ text: 'Saved', timeout: 1000 });
    expect(show).toHaveBeenNthCalledWith(
      1,
      expect.objectContaining({ message: 'Failed to load data', color: 'danger' }),
    );
    expect(show).toHaveBeenNthCalledWith(2, expect.objectContaining({ autoClose: 1000, color: 'success' }));
  });
});
