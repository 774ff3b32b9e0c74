import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '#web/lib/query-client.ts';
import { AUTOSAVE_DELAY_MS, useAutosave } from './use-autosave.ts';

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

const elapse = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
/** The query client tells its observers on a zero timer of its own, which fake timers run a tick later. */
const settle = () => elapse(1);

describe('useAutosave', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('saves nothing for the first value, then the last value after a pause', async () => {
    const save = vi.fn(() => Promise.resolve());
    const { result, rerender } = renderHook(({ value }) => useAutosave(value, save), {
      wrapper,
      initialProps: { value: 'A' },
    });
    await elapse(AUTOSAVE_DELAY_MS * 2);
    expect(save).not.toHaveBeenCalled();
    expect(result.current).toBe('idle');
    rerender({ value: 'AB' });
    await elapse(AUTOSAVE_DELAY_MS - 1);
    rerender({ value: 'ABC' });
    await elapse(AUTOSAVE_DELAY_MS);
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith('ABC');
    await settle();
    expect(result.current).toBe('saved');
  });

  it('says a save failed and saves the next change again', async () => {
    const save = vi.fn<(value: string) => Promise<void>>(() => Promise.reject(new Error('offline')));
    const { result, rerender } = renderHook(({ value }) => useAutosave(value, save), {
      wrapper,
      initialProps: { value: 'A' },
    });
    rerender({ value: 'AB' });
    await elapse(AUTOSAVE_DELAY_MS);
    await settle();
    expect(result.current).toBe('failed');
    save.mockImplementation(() => Promise.resolve());
    rerender({ value: 'ABC' });
    await elapse(AUTOSAVE_DELAY_MS);
    expect(save).toHaveBeenLastCalledWith('ABC');
    await settle();
    expect(result.current).toBe('saved');
  });

  it('sends a newer value only after the save in flight is answered', async () => {
    const answers: Array<() => void> = [];
    const save = vi.fn((_value: string) => new Promise<void>((resolve) => answers.push(resolve)));
    const { result, rerender } = renderHook(({ value }) => useAutosave(value, save), {
      wrapper,
      initialProps: { value: 'A' },
    });
    rerender({ value: 'AB' });
    await elapse(AUTOSAVE_DELAY_MS);
    rerender({ value: 'ABC' });
    await elapse(AUTOSAVE_DELAY_MS);
    expect(save.mock.calls).toEqual([['AB']]);
    expect(result.current).toBe('saving');
    await act(async () => answers[0]?.());
    await settle();
    expect(save.mock.calls).toEqual([['AB'], ['ABC']]);
    await act(async () => answers[1]?.());
    await settle();
    expect(result.current).toBe('saved');
  });

  it('saves nothing without a save function', async () => {
    const save = vi.fn(() => Promise.resolve());
    const { rerender } = renderHook(({ value, send }) => useAutosave(value, send), {
      wrapper,
      initialProps: { value: 'A', send: save as typeof save | undefined },
    });
    rerender({ value: 'AB', send: save });
    await elapse(AUTOSAVE_DELAY_MS - 1);
    rerender({ value: 'AB', send: undefined });
    await elapse(AUTOSAVE_DELAY_MS * 2);
    expect(save).not.toHaveBeenCalled();
  });
});
