import type { QnaItem } from '@dl/contracts';
import { QNA_PAGE_SIZE } from '@dl/contracts';
import { Alert, Anchor, Box, Group, Loader, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useConfirm } from '#web/components/kit/confirm-dialog/index.ts';
import { TablePager } from '#web/components/kit/data-table/table-pager.tsx';
import { errorText } from '#web/lib/api-error.ts';
import { useSnackbar } from '#web/lib/snackbar.ts';
import { useCreateQna } from '../api/create-qna.ts';
import { useDeleteQna } from '../api/delete-qna.ts';
import type { QnaScope } from '../api/list-qna.ts';
import { useUpdateQna } from '../api/update-qna.ts';
import { type QnaFilterValues, useCommunicationList } from '../hooks/use-communication-list.ts';
import { QNA_TEXTS } from '../lib/texts.ts';
import { CommunicationComposer } from './communication-composer.tsx';
import { CommunicationItem } from './communication-item.tsx';

export interface CommunicationListProps {
  fidId: string;
  scope?: QnaScope;
  /** The opportunity the list belongs to: new questions are asked about it. */
  opportunityId?: string;
  filters?: QnaFilterValues;
  /** 10 on the communicate page, 3 in widgets (spec 9); widgets show See All instead of pages. */
  pageSize?: number;
  paginate?: boolean;
  seeAllHref?: string;
  /** Whether the composer shows (investors who may act, on a one-opportunity list). */
  canAsk?: boolean;
  opportunityHref?: (id: string) => string;
  /** The item named by the address (`?id=`), shown highlighted. */
  highlightId?: string | null;
  /** Extra controls under the header (the communicate page's filters). */
  toolbar?: ReactNode;
}

/** Spec 2 "Communications list": header with the count and See All, create, edit and remove. */
export function CommunicationList({
  fidId,
  scope = 'tenant',
  opportunityId,
  filters,
  pageSize = QNA_PAGE_SIZE,
  paginate = true,
  seeAllHref,
  canAsk = false,
  opportunityHref,
  highlightId,
  toolbar,
}: CommunicationListProps) {
  const list = useCommunicationList({ fidId, scope, opportunityId, filters, pageSize });
  const create = useCreateQna(fidId);
  const update = useUpdateQna(fidId);
  const remove = useDeleteQna(fidId);
  const snackbar = useSnackbar();
  const { confirm, dialog } = useConfirm();
  const count = list.data?.count ?? 0;
  // Filters the person chose (a search, an opportunity, answered or not), beyond the list's own opportunity.
  const isFiltered =
    Boolean(list.query.search) ||
    list.query.has_response !== undefined ||
    (!opportunityId && list.query.opportunity_id !== undefined);

  const ask = async (request: string) => {
    if (!opportunityId) return false;
    try {
      await create.mutateAsync({ opportunity_id: opportunityId, request });
      return true;
    } catch (error) {
      void snackbar.error(errorText(error, QNA_TEXTS.createFailed));
      return false;
    }
  };
  const save = async (item: QnaItem, request: string) => {
    try {
      await update.mutateAsync({ item, request });
      return true;
    } catch (error) {
      void snackbar.error(errorText(error, QNA_TEXTS.updateFailed));
      return false;
    }
  };
  const removeItem = async (item: QnaItem) => {
    const ok = await confirm({
      title: 'Remove question',
      message: 'Remove this question? This cannot be undone.',
      confirmLabel: 'Remove',
      danger: true,
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(item);
      void snackbar.success(QNA_TEXTS.deleted);
    } catch (error) {
      void snackbar.error(errorText(error, QNA_TEXTS.removeFailed));
    }
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby={`qna-heading-${opportunityId ?? scope}`}>
      <Group justify="space-between" align="center">
        <Group gap="xs">
          <Title order={2} size="h4" id={`qna-heading-${opportunityId ?? scope}`}>
            {QNA_TEXTS.header(count)}
          </Title>
          {list.isFetching && !list.isPending && <Loader size="xs" aria-label="Loading" />}
        </Group>
        {seeAllHref && (
          <Anchor component={Link} to={seeAllHref} size="sm">
            {QNA_TEXTS.seeAll}
          </Anchor>
        )}
      </Group>
      {toolbar}
      {canAsk && opportunityId && <CommunicationComposer onSubmit={ask} busy={create.isPending} />}
      {list.isPending ? (
        <Stack gap="xs" aria-busy="true" aria-label="Loading communications">
          <Skeleton height={64} radius="md" />
          <Skeleton height={64} radius="md" />
        </Stack>
      ) : list.isError ? (
        <Alert color="danger" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
          {errorText(list.error, QNA_TEXTS.loadFailed)}
        </Alert>
      ) : count === 0 ? (
        <Text size="sm" c="dimmed" role="status">
          {isFiltered ? QNA_TEXTS.noMatch(list.query.search) : QNA_TEXTS.empty}
        </Text>
      ) : (
        <Box
          component="ul"
          m={0}
          p={0}
          style={{ listStyle: 'none', display: 'grid', gap: 8, opacity: list.isPlaceholderData ? 0.6 : 1 }}
        >
          {list.data?.results.map((item) => (
            <CommunicationItem
              key={item.id}
              item={item}
              opportunityHref={opportunityHref}
              onSave={save}
              onRemove={(target) => void removeItem(target)}
              saving={update.isPending}
              highlighted={item.id === highlightId}
            />
          ))}
        </Box>
      )}
      {paginate && count > list.limit && (
        <TablePager
          page={list.page}
          limit={list.limit}
          total={count}
          onPageChange={list.setPage}
          onLimitChange={list.setLimit}
          disabled={list.isFetching}
        />
      )}
      {dialog}
    </Stack>
  );
}
