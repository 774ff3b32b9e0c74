import { Alert, Box, Group, Loader, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { TablePager } from '#web/components/kit/data-table/table-pager.tsx';
import { errorText } from '#web/lib/api-error.ts';
import type { QnaScope } from '../api/list-qna.ts';
import { useCommunicationList } from '../hooks/use-communication-list.ts';
import { QNA_TEXTS } from '../lib/texts.ts';
import { AnswerItem } from './answer-item.tsx';

export interface AnswerListProps {
  fidId: string;
  /** false: questions waiting for an answer (Investor Communication); true: answered (My Communications). */
  answered: boolean;
  /** Whether the caller may answer and edit answers (qna.answer_tenant, or qna.answer_issuer). */
  canAnswer: boolean;
  /** `fid-admin`: the fund admin's questions (the default); `tenant`: the issuer's company's (issue 16). */
  scope?: QnaScope;
  /** Only this opportunity's questions (the issuer's opportunity page). */
  opportunityId?: string;
  /** Whether an answered question may be published to every investor of the opportunity (issuer side). */
  canPublish?: boolean;
  /** The item named by the address (`?id=`), shown highlighted. */
  highlightId?: string | null;
}

/**
 * The fund admin's Communication screen (spec 2, 7), and the issuer's Questions (issue 16 point 6):
 * questions newest first, searchable; an open question is answered in place and an answer can be
 * edited (`PATCH fid-admin/QnA/{id}?source=` or `QnA/{id}?source=`), on the issuer's side published.
 * The investor hears of it live.
 */
export function AnswerList({
  fidId,
  answered,
  canAnswer,
  highlightId,
  scope = 'fid-admin',
  opportunityId,
  canPublish = false,
}: AnswerListProps) {
  const [search, setSearch] = useState('');
  const list = useCommunicationList({ fidId, scope, opportunityId, filters: { search, hasResponse: answered } });
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
              scope={scope}
              item={item}
              canAnswer={canAnswer}
              canPublish={canPublish}
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
