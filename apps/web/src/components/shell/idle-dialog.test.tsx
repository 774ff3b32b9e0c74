import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IdleDialog } from './idle-dialog.tsx';

const text = (n: number) => `You have left this browser idle for 30 minutes. You will be logged out in ${n} second(s).`;

function Harness({ onOkay, onTimeout }: { onOkay: () => void; onTimeout: () => void }) {
  const [opened, setOpened] = useState(true);
  return (
    <MantineProvider env="test">
      <IdleDialog
        opened={opened}
        onOkay={() => {
          setOpened(false);
          onOkay();
        }}
        onTimeout={onTimeout}
      />
      <button type="button" onClick={() => setOpened(true)}>
        Reopen
      </button>
    </MantineProvider>
  );
}

describe('IdleDialog (spec 2, 4, 9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("counts down from 10 'second(s)' and times out once at zero", () => {
    const onTimeout = vi.fn();
    render(<Harness onOkay={vi.fn()} onTimeout={onTimeout} />);
    expect(screen.getByRole('dialog', { name: 'Session Expired' })).toBeInTheDocument();
    expect(screen.getByTestId('idle-countdown')).toHaveTextContent(text(10));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('idle-countdown')).toHaveTextContent(text(9));
    act(() => vi.advanceTimersByTime(8000));
    expect(screen.getByTestId('idle-countdown')).toHaveTextContent(text(1));
    expect(onTimeout).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(onTimeout).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(5000));
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('Okay keeps the session: no timeout, and the next opening starts again from 10', () => {
    const onOkay = vi.fn();
    const onTimeout = vi.fn();
    render(<Harness onOkay={onOkay} onTimeout={onTimeout} />);
    act(() => vi.advanceTimersByTime(4000));
    fireEvent.click(screen.getByRole('button', { name: 'Okay' }));
    expect(onOkay).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(20_000));
    expect(onTimeout).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Reopen' }));
    expect(screen.getByTestId('idle-countdown')).toHaveTextContent(text(10));
  });

  it('still times out on time when the timers run late (a throttled tab)', () => {
    const onTimeout = vi.fn();
    render(<Harness onOkay={vi.fn()} onTimeout={onTimeout} />);
    // The wall clock jumps 12 s without the timers running (a sleeping laptop); the next tick ends it.
    act(() => {
      vi.setSystemTime(Date.now() + 12_000);
      vi.advanceTimersByTime(1000);
    });
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });
});
