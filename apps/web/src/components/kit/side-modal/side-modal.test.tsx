import { Button } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '#web/test/render.tsx';
import { SideModal } from './side-modal.tsx';

function Controlled({ onClose }: { onClose?: () => void }) {
  const [opened, setOpened] = useState(true);
  return (
    <SideModal
      title="Investor details"
      opened={opened}
      onClose={() => {
        onClose?.();
        setOpened(false);
      }}
    >
      Jane Doe, accredited investor
    </SideModal>
  );
}

function drawerSize() {
  const root = screen.getByRole('dialog', { name: 'Investor details' }).closest('.mantine-Drawer-root');
  return /--drawer-size: ([^;]+)/.exec(root?.getAttribute('style') ?? '')?.[1];
}

const defaultMatchMedia = vi.mocked(window.matchMedia).getMockImplementation();

describe('SideModal', () => {
  afterEach(() => {
    if (defaultMatchMedia) vi.mocked(window.matchMedia).mockImplementation(defaultMatchMedia);
  });

  it('is controlled from outside and closes via its close button', async () => {
    const onClose = vi.fn();
    renderWithRouter(<Controlled onClose={onClose} />);
    await screen.findByRole('dialog');
    expect(drawerSize()).toContain('31.25rem');
    expect(await screen.findByRole('dialog', { name: 'Investor details' })).toHaveTextContent('Jane Doe');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('controls itself with a trigger and returns focus to it on close', async () => {
    const onClose = vi.fn();
    renderWithRouter(
      <SideModal
        title="Investor details"
        onClose={onClose}
        trigger={({ open }) => <Button onClick={open}>Details</Button>}
      >
        {(close) => <Button onClick={close}>Done</Button>}
      </SideModal>,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Details' }));
    expect(await screen.findByRole('dialog', { name: 'Investor details' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Details' })).toHaveFocus());
  });

  it('takes the whole screen on small screens', async () => {
    vi.mocked(window.matchMedia).mockImplementation(
      (query: string) =>
        ({
          matches: query.includes('max-width'),
          media: query,
          onchange: null,
          addListener: vi.fn(),
          removeListener: vi.fn(),
          addEventListener: vi.fn(),
          removeEventListener: vi.fn(),
          dispatchEvent: vi.fn(),
        }) as MediaQueryList,
    );
    renderWithRouter(<Controlled />);
    await screen.findByRole('dialog');
    expect(drawerSize()).toBe('100%');
  });
});
