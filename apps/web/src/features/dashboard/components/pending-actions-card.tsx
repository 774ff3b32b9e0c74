import { formatDate } from '@dl/domain';
import { Alert, Anchor, Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { errorText } from '#web/lib/api-error.ts';
import { hrefFor } from '#web/lib/named-routes.ts';
import { pendingActionHref, usePendingActions } from '#web/components/pending-actions/use-pending-actions.ts';

/** Spec 2 panel texts: 3 items, then See All; 'You have no actions' when empty. */
const ACTIONS_SHOWN = 3;
const NO_ACTIONS = 'You have no actions';
const LOAD_FAILED = 'Failed to load data';

/**
 * The dashboard's Actions card: the caller's pending actions (`GET investors/actions`), the same list
 * and count as the Pending actions card and the bell's Actions tab. See All leads, as the bell's does,
 * to the Notifications page, which lists every one.
 */
export function PendingActionsCard({ fidId }: { fidId: string }) {
  const list = usePendingActions(fidId, { page: 1, limit: ACTIONS_SHOWN });
  const count = list.data?.count ?? 0;
  const rows = list.data?.results ?? [];
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="pending-actions">
      <Stack gap="sm">
        <Group justify="space-between">
          <Group gap="xs">
            <Title order={2} size="h4" id="pending-actions">
              Actions
            </Title>
            {count > 0 && (
              <Badge variant="light" aria-label={`${count} pending`}>
                {count.toLocaleString('en-US')}
              </Badge>
            )}
          </Group>
          {count > 0 && (
            <Anchor component={Link} to={hrefFor('Notifications')} size="sm">
              See All
            </Anchor>
          )}
        </Group>
        {list.isError && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {errorText(list.error, LOAD_FAILED)}
          </Alert>
        )}
        {list.isPending && <Skeleton height={80} />}
        {list.isSuccess && count === 0 && <Text c="dimmed">{NO_ACTIONS}</Text>}
        {rows.length > 0 && (
          <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
            {rows.map((action) => (
              <Stack
                component="li"
                key={`${action.kind}-${action.subject_id}-${action.payment_id ?? ''}`}
                gap={0}
                py="xs"
                style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
              >
                <Anchor component={Link} to={pendingActionHref(action)} size="sm" fw={500}>
                  {action.text}
                </Anchor>
                <Text size="xs" c="dimmed">
                  Waiting since {formatDate(action.since)}
                </Text>
              </Stack>
            ))}
          </Stack>
        )}
      </Stack>
    </Card>
  );
}
