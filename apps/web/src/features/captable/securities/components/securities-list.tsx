import { CAP_SECURITY_KINDS, CAP_SECURITY_STATUSES, type SecurityRow } from '@dl/contracts';
import { DEFAULT_PAGE_SIZE } from '@dl/domain';
import { Alert, Button, Group, List, NativeSelect, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCoins, IconPlus, IconSend } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ListState } from '#web/components/display/list-state/index.ts';
import { DataTable, type TableQuery } from '#web/components/kit/data-table/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { useSnackbar } from '#web/lib/snackbar.ts';
import { useIssueSecurities, useSecurities } from '../api/securities.ts';
import { KIND_OPTIONS, LOAD_FAILED, STATUS_OPTIONS } from '../lib/labels.ts';
import { oneOf, useUrlFilters } from '../lib/url-filters.ts';
import { securityColumns } from './security-columns.tsx';
import { type CapParams, CsvButton } from '#web/features/captable/core/index.ts';

export interface SecuritiesListProps {
  params: CapParams;
  detailHref: (id: string) => string;
  /** Editors: the New security button's target. */
  newHref?: string;
  /** Administrators pick drafts and issue them. */
  mayIssue: boolean;
}

const ALL = { value: '', label: 'All' };

/** Drafts that are not ready, each with what it misses (the list the refusal is read against). */
function notReady(rows: readonly SecurityRow[], ids: ReadonlySet<string>) {
  return rows.filter((r) => ids.has(r.id) && !r.readiness.ready);
}

/** Securities (spec 4): filters in the address, readiness of drafts, Issue for administrators, CSV. */
export function SecuritiesList({ params, detailHref, newHref, mayIssue }: SecuritiesListProps) {
  const filters = useUrlFilters(['status', 'kind'] as const);
  const [paging, setPaging] = useState<TableQuery>({ page: 1, limit: DEFAULT_PAGE_SIZE, ordering: null });
  const status = oneOf(CAP_SECURITY_STATUSES, filters.values.status);
  const kind = oneOf(CAP_SECURITY_KINDS, filters.values.kind);
  const query = useMemo(
    () => ({ page: paging.page, itemsPerPage: paging.limit, ...(status ? { status } : {}), ...(kind ? { kind } : {}) }),
    [paging, status, kind],
  );
  const list = useSecurities(params, query);
  const issue = useIssueSecurities(params);
  const snackbar = useSnackbar();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [refusal, setRefusal] = useState<{ text: string; rows: SecurityRow[] } | null>(null);
  const rows = list.data?.results ?? [];
  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const filter = (key: 'status' | 'kind', value: string) => {
    filters.set(key, value);
    setPaging((p) => ({ ...p, page: 1 }));
  };
  const issueSelected = () => {
    setRefusal(null);
    const ids = [...selected];
    issue.mutate(ids, {
      onSuccess: (issued) => {
        setSelected(new Set());
        void snackbar.success(`${issued.length === 1 ? '1 security' : `${issued.length} securities`} issued.`);
      },
      onError: (error) =>
        setRefusal({ text: errorText(error, 'The drafts could not be issued.'), rows: notReady(rows, selected) }),
    });
  };
  const isEmpty = list.data?.count === 0 && !status && !kind;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <NativeSelect
            label="Status"
            data={[ALL, ...STATUS_OPTIONS]}
            value={status ?? ''}
            onChange={(e) => filter('status', e.currentTarget.value)}
            w={160}
          />
          <NativeSelect
            label="Kind"
            data={[ALL, ...KIND_OPTIONS]}
            value={kind ?? ''}
            onChange={(e) => filter('kind', e.currentTarget.value)}
            w={200}
          />
        </Group>
        <Group gap="sm" wrap="wrap">
          <CsvButton params={params} table="securities" label="Securities CSV" />
          {mayIssue && (
            <Button
              leftSection={<IconSend size={16} aria-hidden />}
              disabled={selected.size === 0}
              loading={issue.isPending}
              onClick={issueSelected}
            >
              {selected.size > 0 ? `Issue (${selected.size})` : 'Issue'}
            </Button>
          )}
          {newHref && (
            <Button component={Link} to={newHref} leftSection={<IconPlus size={16} aria-hidden />}>
              New security
            </Button>
          )}
        </Group>
      </Group>
      {refusal && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert" title="Nothing was issued">
          <Text size="sm">{refusal.text}</Text>
          {refusal.rows.length > 0 && (
            <List size="sm" mt="xs">
              {refusal.rows.map((r) => (
                <List.Item key={r.id}>
                  {r.id}: {r.readiness.missing.map((m) => m.label).join(', ')}
                </List.Item>
              ))}
            </List>
          )}
        </Alert>
      )}
      {list.isError && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          {errorText(list.error, LOAD_FAILED)}
        </Alert>
      )}
      {isEmpty ? (
        <ListState
          query={list}
          loadingLabel="Loading securities"
          errorFallback={LOAD_FAILED}
          empty={{
            icon: IconCoins,
            title: 'No securities yet',
            text: newHref
              ? 'Draft the first one with New security; an administrator issues it once it is ready.'
              : 'Shares, warrants, convertibles and options appear here once they are drafted.',
          }}
        />
      ) : (
        <DataTable
          caption="Securities"
          columns={securityColumns({ href: detailHref, selection: mayIssue ? { selected, toggle } : undefined })}
          rows={rows}
          total={list.data?.count ?? 0}
          getRowKey={(row) => row.id}
          query={paging}
          onQueryChange={setPaging}
          loading={list.isFetching}
          emptyText="No securities match. Change or clear the filters to see more."
          minWidth={880}
        />
      )}
    </Stack>
  );
}
