import type { ServiceRequestDetail as Detail } from '@dl/contracts';
import { formatDateTime, serviceRequestMachine } from '@dl/domain';
import { Alert, Badge, Button, Card, Center, Group, Loader, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useConfirm } from '#web/components/kit/confirm-dialog/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { useSnackbar } from '#web/lib/snackbar.ts';
import { useAddServiceRequestComment, useCloseServiceRequest, useServiceRequest } from '../api/service-requests.ts';
import { SERVICE_REQUEST_STATUS_BADGE, validateComment } from '../lib/service-request-form.ts';

/** One request: its description, the comment thread (oldest first), add a comment, close. */
export function ServiceRequestDetail({ fidId, id, canAct }: { fidId: string; id: string; canAct: boolean }) {
  const detail = useServiceRequest(fidId, id);
  if (detail.isPending) {
    return (
      <Center py="lg">
        <Loader size="sm" aria-label="Loading the request" />
      </Center>
    );
  }
  if (detail.isError) {
    return (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
        {errorText(detail.error, 'Failed to load data')}
      </Alert>
    );
  }
  return <DetailBody fidId={fidId} request={detail.data} canAct={canAct} />;
}

function DetailBody({ fidId, request: r, canAct }: { fidId: string; request: Detail; canAct: boolean }) {
  const badge = SERVICE_REQUEST_STATUS_BADGE[r.status];
  const isOpen = r.status !== 'CLOSED';
  return (
    <Stack gap="md">
      <Group gap="xs" wrap="wrap">
        <Badge color={badge.color} variant="dot" tt="none">
          {badge.label}
        </Badge>
        <Text size="sm" c="dimmed">
          {r.category} · opened {formatDateTime(r.created_on)} by {r.requested_by_name}
        </Text>
      </Group>
      <Text style={{ whiteSpace: 'pre-wrap' }}>{r.description}</Text>
      <Title order={3} size="h5">
        Comments ({r.comments.length})
      </Title>
      {r.comments.length === 0 && (
        <Text size="sm" c="dimmed">
          No comments yet.
        </Text>
      )}
      <Stack gap="xs" component="ol" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Comments">
        {r.comments.map((c) => (
          <Card
            key={c.id}
            component="li"
            withBorder
            padding="sm"
            radius="md"
            bg={c.author_type === 'FIDUCIARY' ? 'var(--mantine-color-gray-0)' : undefined}
          >
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Text size="sm" fw={600}>
                {c.author_name}
                {c.author_type === 'FIDUCIARY' ? ' (Fiduciary)' : ''}
              </Text>
              <Text size="xs" c="dimmed">
                {formatDateTime(c.created_on)}
              </Text>
            </Group>
            <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap' }}>
              {c.body}
            </Text>
          </Card>
        ))}
      </Stack>
      {canAct && isOpen && <CommentBox fidId={fidId} request={r} />}
    </Stack>
  );
}

function CommentBox({ fidId, request: r }: { fidId: string; request: Detail }) {
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | undefined>();
  const add = useAddServiceRequestComment(fidId, r.id);
  const close = useCloseServiceRequest(fidId, r.id);
  const snackbar = useSnackbar();
  const { confirm, dialog } = useConfirm();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = validateComment({ body }).body;
    setError(found);
    if (found) return;
    try {
      await add.mutateAsync({ body });
      setBody('');
    } catch (err) {
      void snackbar.error(errorText(err, 'Failed to create item'));
    }
  };
  const onClose = async () => {
    const ok = await confirm({
      title: 'Close service request',
      message: 'Close this request? You can open a new one at any time.',
      confirmLabel: 'Close request',
      cancelLabel: 'Keep open',
    });
    if (!ok) return;
    try {
      await close.mutateAsync(undefined);
      void snackbar.success('The service request was closed.');
    } catch (err) {
      void snackbar.error(errorText(err, 'Failed to update item'));
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      {dialog}
      <Stack gap="xs">
        <Textarea
          label="Add a comment"
          // No autosize: it needs document.fonts, which not every engine (nor jsdom) has.
          rows={2}
          value={body}
          onChange={(e) => setBody(e.currentTarget.value)}
          error={error}
        />
        <Group justify="space-between" wrap="wrap">
          {serviceRequestMachine.can(r.status, 'close') ? (
            <Button variant="subtle" color="red" onClick={onClose} loading={close.isPending}>
              Close request
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" loading={add.isPending}>
            Add comment
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
