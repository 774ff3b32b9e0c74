import type { QnaItem } from '@dl/contracts';
import { formatDateTime } from '@dl/domain';
import { Alert, Badge, Box, Button, Group, Loader, Paper, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { TablePager } from '#web/components/kit/data-table/table-pager.tsx';
import { errorText } from '#web/lib/api-error.ts';
import { useSnackbar } from '#web/lib/snackbar.ts';
import { useAnswerQna } from '../api/answer-qna.ts';
import { useCommunicationList } from '../hooks/use-communication-list.ts';
import { QNA_TEXTS } from '../lib/texts.ts';
import { CommunicationComposer } from './communication-composer.tsx';

export interface AnswerListProps {
  fidId: string;
  /** false: questions waiting for an answer (Investor Communication); true: answered (My Communications). */
  answered: boolean;
  /** Whether the caller may answer and edit answers (qna.answer_tenant). */
  canAnswer: boolean;
  /** The item named by the address (`?id=`), shown highlighted. */
  highlightId?: string | null;
}

/**
 * The fund admin's Communication screen (spec 2, 7): every question of the tenant's investors,
 * newest first, searchable; an open question is answered in place and an answer can be edited
 * (`PATCH fid-admin/QnA/{id}?source=`). The investor hears of it live.
 */
export function AnswerList({ fidId, answered, canAnswer, highlightId }: AnswerListProps) {
  const [search, setSearch] = useState('');
  const list = useCommunicationList({ fidId, scope: 'fid-admin', filters: { search, hasResponse: answered } });
  const count = list.data?.count ?? 0;
  return (
    <Stack gap="sm">
      <Group gap="xs" align="flex-end">
        <TextInput
          label="Search questions"
          placeholder="Text of a question or an answer"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          w={{ base: '100%', sm: 320 }}
        />
        {list.isFetching && !list.isPending ? <Loader size="xs" aria-label="Loading" /> : null}
      </Group>
      {list.isPending ? (
        <Stack gap="xs" aria-busy="true" aria-label="Loading communications">
          <Skeleton height={72} radius="md" />
          <Skeleton height={72} radius="md" />
        </Stack>
      ) : list.isError ? (
        <Alert color="danger" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          {errorText(list.error, QNA_TEXTS.loadFailed)}
        </Alert>
      ) : count === 0 ? (
        <Text size="sm" c="dimmed" role="status">
          {answered ? 'No answered questions yet.' : 'No questions are waiting for an answer.'}
        </Text>
      ) : (
        <Box
          component="ul"
          m={0}
          p={0}
          aria-label={answered ? 'Answered questions' : 'Questions waiting for an answer'}
          style={{ listStyle: 'none', display: 'grid', gap: 8, opacity: list.isPlaceholderData ? 0.6 : 1 }}
        >
          {list.data?.results.map((item) => (
            <AnswerItem
              key={item.id}
              fidId={fidId}
              item={item}
              canAnswer={canAnswer}
              highlighted={item.id === highlightId}
            />
          ))}
        </Box>
      )}
      {count > list.limit && (
        <TablePager
          page={list.page}
          limit={list.limit}
          total={count}
          onPageChange={list.setPage}
          onLimitChange={list.setLimit}
          disabled={list.isFetching}
        />
      )}
    </Stack>
  );
}

function AnswerItem({
  fidId,
  item,
  canAnswer,
  highlighted,
}: {
  fidId: string;
  item: QnaItem;
  canAnswer: boolean;
  highlighted: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const answer = useAnswerQna(fidId, 'fid-admin');
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
          <div>
            <Button variant="light" size="xs" onClick={() => setEditing(true)}>
              {item.has_response ? 'Edit answer' : 'Answer'}
            </Button>
          </div>
        ) : null}
      </Stack>
    </Paper>
  );
}
