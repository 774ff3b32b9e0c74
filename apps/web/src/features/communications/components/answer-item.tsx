import type { QnaItem } from '@dl/contracts';
import { formatDateTime } from '@dl/domain';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useConfirm } from '#web/components/kit/confirm-dialog/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { useSnackbar } from '#web/lib/snackbar.ts';
import { useAnswerQna } from '../api/answer-qna.ts';
import type { QnaScope } from '../api/list-qna.ts';
import { usePublishQna } from '../api/publish-qna.ts';
import { QNA_TEXTS } from '../lib/texts.ts';
import { CommunicationComposer } from './communication-composer.tsx';

export interface AnswerItemProps {
  fidId: string;
  scope: QnaScope;
  item: QnaItem;
  canAnswer: boolean;
  /** Whether the caller may publish an answered question to every investor (the issuer's answerers). */
  canPublish: boolean;
  highlighted: boolean;
}

function PublishButton({ fidId, item }: { fidId: string; item: QnaItem }) {
  const publish = usePublishQna(fidId);
  const snackbar = useSnackbar();
  const { confirm, dialog } = useConfirm();
  const next = !item.published;
  const onClick = async () => {
    const ok = await confirm(
      next
        ? {
            title: 'Publish question',
            message: `Every investor of ${item.opportunity_name} will see this question and its answer, without the name of the investor who asked it.`,
            confirmLabel: 'Publish',
          }
        : {
            title: 'Unpublish question',
            message: `Investors of ${item.opportunity_name} other than the one who asked will no longer see this question and its answer.`,
            confirmLabel: 'Unpublish',
          },
    );
    if (!ok) return;
    try {
      await publish.mutateAsync({ id: item.id, published: next });
      void snackbar.success(next ? 'Published to every investor of the opportunity.' : 'No longer published.');
    } catch (error) {
      void snackbar.error(errorText(error, QNA_TEXTS.updateFailed));
    }
  };
  return (
    <>
      <Button variant="default" size="xs" loading={publish.isPending} onClick={() => void onClick()}>
        {next ? 'Publish' : 'Unpublish'}
      </Button>
      {dialog}
    </>
  );
}

/** One question of the answer list: answered in place, its answer edited, and (issuer side) published. */
export function AnswerItem({ fidId, scope, item, canAnswer, canPublish, highlighted }: AnswerItemProps) {
  const [editing, setEditing] = useState(false);
  const answer = useAnswerQna(fidId, scope);
  const snackbar = useSnackbar();
  const submit = async (response: string) => {
    try {
      await answer.mutateAsync({ item, response });
      setEditing(false);
      void snackbar.success(item.has_response ? 'Answer updated.' : 'Answer sent. The investor is notified.');
      return true;
    } catch (error) {
      void snackbar.error(errorText(error, QNA_TEXTS.updateFailed));
      return false;
    }
  };
  return (
    <Paper
      component="li"
      withBorder
      p="sm"
      radius="md"
      bg={highlighted ? 'var(--mantine-color-gray-0)' : undefined}
      aria-label={`Question from ${item.requestor_name}`}
    >
      <Stack gap={6}>
        <Group gap={6} wrap="wrap">
          <Text size="sm" fw={600}>
            {item.requestor_name}
          </Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(item.modified_on)}
          </Text>
          <Badge size="xs" variant="light" color="gray">
            {item.opportunity_name}
          </Badge>
          {item.document_name ? (
            <Badge size="xs" variant="outline" color="gray">
              {item.document_name}
            </Badge>
          ) : null}
          {item.published ? (
            <Badge size="xs" variant="dot" color="green">
              Published
            </Badge>
          ) : null}
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {item.request}
        </Text>
        {item.response && !editing ? (
          <Paper bg="var(--mantine-color-gray-0)" p="xs" radius="sm">
            <Text size="xs" c="dimmed">
              Answer
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {item.response}
            </Text>
          </Paper>
        ) : null}
        {editing ? (
          <CommunicationComposer
            initial={item.response ?? ''}
            label={`Answer to ${item.requestor_name}`}
            placeholder="Enter your answer..."
            submitLabel={item.has_response ? 'Save answer' : 'Send answer'}
            busy={answer.isPending}
            onCancel={() => setEditing(false)}
            onSubmit={submit}
          />
        ) : canAnswer ? (
          <Group gap="xs">
            <Button variant="light" size="xs" onClick={() => setEditing(true)}>
              {item.has_response ? 'Edit answer' : 'Answer'}
            </Button>
            {canPublish && item.has_response ? <PublishButton fidId={fidId} item={item} /> : null}
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}
