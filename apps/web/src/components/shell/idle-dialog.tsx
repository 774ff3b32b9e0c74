import { IDLE_COUNTDOWN_SECONDS, IDLE_TIMEOUT_MS } from '@dl/domain';
import { Button, Group, Modal, Text } from '@mantine/core';
import type { Clock } from '#web/lib/clock.ts';
import { useCountdown } from '#web/lib/use-countdown.ts';

const IDLE_MINUTES = Math.round(IDLE_TIMEOUT_MS / 60_000);

export interface IdleDialogProps {
  opened: boolean;
  /** Okay: the user is back and keeps the session. */
  onOkay: () => void;
  /** The countdown ran out. */
  onTimeout: () => void;
  seconds?: number;
  clock?: Clock;
}

/**
 * Spec 2 "Session idle dialog": titled Session Expired, counting down 10 seconds (spec 9) with an Okay
 * button. Escape counts as Okay (the user is clearly there); a click outside does nothing.
 */
export function IdleDialog({ opened, onOkay, onTimeout, seconds = IDLE_COUNTDOWN_SECONDS, clock }: IdleDialogProps) {
  const left = useCountdown(seconds, opened, onTimeout, clock);
  return (
    <Modal
      opened={opened}
      onClose={onOkay}
      title="Session Expired"
      withCloseButton={false}
      closeOnClickOutside={false}
      centered
      size={500}
      zIndex={400}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      <Text data-testid="idle-countdown">
        You have left this browser idle for {IDLE_MINUTES} minutes. You will be logged out in {left} second(s).
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onOkay} data-autofocus>
          Okay
        </Button>
      </Group>
    </Modal>
  );
}
