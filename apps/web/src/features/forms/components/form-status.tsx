import type { FormResponseStatus } from '@dl/contracts';
import { formatDateTime } from '@dl/domain';
import { Badge, Group, Progress, Stack, Text } from '@mantine/core';

const STATUS = {
  DRAFT: { label: 'Draft', color: 'orange' },
  SUBMITTED: { label: 'Submitted', color: 'teal' },
} as const;

/** Where the form stands: its status, when it was last saved, and the required answers given. */
export function FormStatus({
  status,
  modifiedOn,
  done,
  total,
  unsaved = false,
}: {
  status: FormResponseStatus | null;
  modifiedOn: string | null;
  done: number;
  total: number;
  /** Answers changed since they were last saved or loaded. */
  unsaved?: boolean;
}) {
  const shown = status ? STATUS[status] : { label: 'Not started', color: 'gray' };
  return (
    <Stack gap={6}>
      <Group gap="sm" wrap="wrap">
        <Badge color={shown.color} variant="dot">
          {shown.label}
        </Badge>
        {modifiedOn && (
          <Text size="sm" c="dimmed">
            Last saved {formatDateTime(modifiedOn)}
          </Text>
        )}
        {unsaved && (
          <Badge color="orange" variant="dot" tt="none">
            Unsaved changes
          </Badge>
        )}
      </Group>
      {total > 0 && (
        <Group gap="sm" wrap="nowrap" maw={420}>
          <Progress
            style={{ flex: 1 }}
            value={(done / total) * 100}
            aria-label={`Required answers: ${done} of ${total}`}
            color={done === total ? 'teal' : undefined}
          />
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            {done} of {total} required
          </Text>
        </Group>
      )}
    </Stack>
  );
}
