import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { AppBar, type AppBarProps } from './app-bar.tsx';

function renderBar(props: Partial<AppBarProps>) {
  return render(
    <MantineProvider env="test">
      <AppBar
        brand={<span>Brand</span>}
        firstName="Ivy"
        now={new Date(2026, 0, 5, 9, 0)}
        showSlots
        notificationsSlot={<button type="button">Notifications</button>}
        communicationSlot={<button type="button">Communications</button>}
        userMenu={<span>menu</span>}
        {...props}
      />
    </MantineProvider>,
  );
}

describe('AppBar (spec 2)', () => {
  it('shows the route title from the route meta instead of the greeting', () => {
    renderBar({ title: 'Discover New Opportunities' });
    expect(screen.getByTestId('app-bar-title')).toHaveTextContent('Discover New Opportunities');
    expect(screen.queryByTestId('greeting')).not.toBeInTheDocument();
  });

  it.each([
    [0, 'Good Morning, Ivy'],
    [12, 'Good Afternoon, Ivy'],
    [17, 'Good Evening, Ivy'],
  ])('greets by the hour without a title (hour %i)', (hour, text) => {
    renderBar({ now: new Date(2026, 0, 5, hour, 1) });
    expect(screen.getByTestId('greeting')).toHaveTextContent(text);
  });

  it('cuts a long title at 50 characters', () => {
    renderBar({ title: 'A'.repeat(60) });
    expect(screen.getByTestId('app-bar-title')).toHaveTextContent(`${'A'.repeat(50)}…`);
  });

  it('shows the notification and communication slots only when allowed', () => {
    const { unmount } = renderBar({ showSlots: true });
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    unmount();
    renderBar({ showSlots: false });
    expect(screen.queryByRole('button', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Communications' })).not.toBeInTheDocument();
  });
});
