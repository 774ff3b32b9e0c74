import type { ProviderNotice } from '@dl/contracts';
import { DEFAULT_PAGE_SIZE } from '@dl/domain';
import { Alert, Button, Group, SegmentedControl, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useConfirm } from '#web/components/kit/confirm-dialog/index.ts';
import { DataTable, type TableQuery } from '#web/components/kit/data-table/index.ts';
import { SideModal } from '#web/components/kit/side-modal/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { useCan } from '#web/lib/permissions.ts';
import { useSnackbar } from '#web/lib/snackbar.ts';
import { useEditNotice, useNoticeList, usePublishNotice, useWithdrawNotice } from '../api/notices.ts';
import { bodyFromForm, EMPTY_NOTICE, formFromNotice } from '../lib/notice-form.ts';
import { noticeColumns } from './notice-columns.tsx';
import { NoticeForm } from './notice-form.tsx';

type StatusFilter = 'ALL' | ProviderNotice['status'];
const FILTERS: Array<{ value: StatusFilter; label: string }> = [
  { value: 'ALL', label: 'All' },
  { value: 'LIVE', label: 'Live' },
  { value: 'SCHEDULED', label: 'Scheduled' },
  { value: 'ENDED', label: 'Ended' },
  { value: 'WITHDRAWN', label: 'Withdrawn' },
];

/**
 * The provider's system notices (issue 18 point 5): every notice with its audience, window and
 * status; New notice, Edit and Withdraw for `system_notifications.publish`. A live notice reaches
 * everyone online at once; a scheduled one when it starts.
 */
export function NoticeDesk() {
  const [status, setStatus] = useState<StatusFilter>('ALL');
  const [paging, setPaging] = useState<TableQuery>({ page: 1, limit: DEFAULT_PAGE_SIZE });
  const [editing, setEditing] = useState<ProviderNotice | 'new' | null>(null);
  const canPublish = useCan('system_notifications.publish');
  const isPhone = useMediaQuery('(max-width: 47.99em)') ?? false;
  const list = useNoticeList({ page: paging.page, limit: paging.limit, status: status === 'ALL' ? undefined : status });
  const publish = usePublishNotice();
  const edit = useEditNotice();
  const withdraw = useWithdrawNotice();
  const snackbar = useSnackbar();
  const { confirm, dialog } = useConfirm();

  const onWithdraw = async (n: ProviderNotice) => {
    const ok = await confirm({
      title: 'Withdraw notice',
      message: `Withdraw "${n.title}"? It leaves every user's list at once.`,
      confirmLabel: 'Withdraw',
    });
    if (!ok) return;
    withdraw.mutate(n.id, {
      onSuccess: () => void snackbar.success('The notice was withdrawn.'),
      onError: (error) => void snackbar.error(errorText(error, 'The notice could not be withdrawn.')),
    });
  };
  const actions = (n: ProviderNotice) =>
    canPublish && n.status !== 'WITHDRAWN' ? (
      <Group gap="xs" justify="flex-end" wrap="nowrap">
        <Button size="xs" variant="default" onClick={() => setEditing(n)} aria-label={`Edit ${n.title}`}>
          Edit
        </Button>
        <Button
          size="xs"
          variant="outline"
          color="red.9"
          onClick={() => void onWithdraw(n)}
          aria-label={`Withdraw ${n.title}`}
        >
          Withdraw
        </Button>
      </Group>
    ) : null;
  const columns = noticeColumns(actions).filter((c) => !isPhone || ['title', 'status', 'actions'].includes(c.key));

  const save = async (values: Parameters<typeof bodyFromForm>[0]) => {
    const body = bodyFromForm(values);
    if (editing === 'new') await publish.mutateAsync(body);
    else if (editing) await edit.mutateAsync({ id: editing.id, body });
    const scheduled = body.starts_on && new Date(body.starts_on) > new Date();
    void snackbar.success(scheduled ? 'The notice is scheduled.' : 'The notice is live for everyone online.');
    setEditing(null);
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <SegmentedControl
          aria-label="Status"
          data={FILTERS}
          value={status}
          onChange={(v) => {
            setStatus(v as StatusFilter);
            setPaging((p) => ({ ...p, page: 1 }));
          }}
        />
        {canPublish && (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing('new')}>
            New notice
          </Button>
        )}
      </Group>
      {list.isError && (
        <Alert color="red" role="alert">
          {errorText(list.error, 'The notices could not be loaded. Please try again.')}
        </Alert>
      )}
      <DataTable
        caption="System notifications"
        columns={columns}
        rows={list.data?.results ?? []}
        total={list.data?.count ?? 0}
        getRowKey={(n) => n.id}
        query={paging}
        onQueryChange={setPaging}
        loading={list.isFetching}
        emptyText={status === 'ALL' ? 'No system notifications yet.' : 'No notice has this status.'}
        minWidth={isPhone ? 300 : 900}
      />
      <SideModal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? 'New notice' : 'Edit notice'}
      >
        {editing !== null && (
          <NoticeForm
            key={editing === 'new' ? 'new' : editing.id}
            initial={editing === 'new' ? EMPTY_NOTICE : formFromNotice(editing)}
            submitLabel={editing === 'new' ? 'Publish' : 'Save'}
            onSubmit={save}
            onCancel={() => setEditing(null)}
          />
        )}
      </SideModal>
      {dialog}
    </Stack>
  );
}
