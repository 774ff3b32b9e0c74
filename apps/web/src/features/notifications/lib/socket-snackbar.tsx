import { Button, Group, Text } from '@mantine/core';
import { loadSnackbar, SNACKBAR_TIMEOUT_MS } from '#web/lib/snackbar.ts';

/** Socket colours (success, error, warning, info) as theme colours; spec 4: default success. */
const THEME_COLOR: Record<string, string> = { success: 'success', error: 'danger', warning: 'warning', info: 'blue' };

export interface SocketSnackbar {
  text: string;
  color?: string | null;
  /** Opens the notification's target; absent: the snackbar only informs. */
  onOpen?: () => void;
}

/**
 * Spec 2 and 4: a snackbar for a socket message, 4000 ms at the bottom. One with a target is
 * clickable as a whole and has a "View" button for the keyboard.
 */
export async function showSocketSnackbar({ text, color, onOpen }: SocketSnackbar): Promise<string> {
  const { notifications } = await loadSnackbar();
  const id = `socket-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const open = onOpen
    ? () => {
        notifications.hide(id);
        onOpen();
      }
    : undefined;
  return notifications.show({
    id,
    color: THEME_COLOR[color ?? 'success'] ?? 'success',
    autoClose: SNACKBAR_TIMEOUT_MS,
    withBorder: true,
    closeButtonProps: { 'aria-label': 'Close' },
    message: (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">{text}</Text>
        {open && (
          <Button
            size="compact-sm"
            variant="light"
            style={{ flexShrink: 0 }}
            onClick={(event) => {
              event.stopPropagation();
              open();
            }}
          >
            View
          </Button>
        )}
      </Group>
    ),
    ...(open ? { onClick: open, style: { cursor: 'pointer' }, 'data-testid': 'socket-snackbar' } : {}),
  });
}
