import { MY_DOCUMENT_ORDERINGS, type MyDocumentTab } from '@dl/contracts';
import { DEFAULT_PAGE_SIZE } from '@dl/domain';
import { Alert, Group, SegmentedControl, Stack, Tabs, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { DataTable, TablePager } from '#web/components/kit/data-table/index.ts';
import {
  type DocumentActionHandlers,
  type DocumentItem,
  type DocumentLayout,
  DocumentList,
  documentColumns,
  type OpportunityHref,
} from '#web/components/kit/document-list/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { useListUrlState } from '#web/lib/use-list-url-state.ts';
import { useMyDocuments } from '../api/my-documents.ts';
import { DOCUMENT_TABS, FIRST_TAB, toDocumentItem } from '../lib/document-tabs.ts';

/** Spec 8. */
const DOCUMENTS_LOAD_FAILED = 'Failed to load data';

type Ordering = (typeof MY_DOCUMENT_ORDERINGS)[number];
const toOrdering = (value: string | null | undefined): Ordering =>
  MY_DOCUMENT_ORDERINGS.includes(value as Ordering) ? (value as Ordering) : '-modified_on';

const NO_FILTERS = {};
const PAGING = { page: 1, limit: DEFAULT_PAGE_SIZE, ordering: '-modified_on' };
const ORDERING_FIELDS = MY_DOCUMENT_ORDERINGS.map((o) => o.replace(/^-/, ''));

const LAYOUTS: { value: DocumentLayout; label: string }[] = [
  { value: 'card', label: 'Cards' },
  { value: 'table', label: 'Table' },
  { value: 'tree', label: 'Tree' },
];

export interface ManageDocumentsProps extends DocumentActionHandlers {
  fidId: string;
  tab: MyDocumentTab;
  onTabChange: (tab: MyDocumentTab) => void;
  getOpportunityHref?: OpportunityHref;
  /** Phones start with cards; wider screens with the table. */
  defaultLayout?: DocumentLayout;
}

/** 'Manage Documents': tabs by class, card / table / tree layouts, paging, View / View Signed / Sign. */
export function ManageDocuments({
  fidId,
  tab,
  onTabChange,
  getOpportunityHref,
  defaultLayout = 'table',
  ...handlers
}: ManageDocumentsProps) {
  const [layout, setLayout] = useState<DocumentLayout>(defaultLayout);
  // Ordering, page and page size live in the address (the tab too, kept by the page): a reload, Back
  // or a shared link keeps them. A new tab starts again at page 1 (the page writes only the tab).
  const { paging, setPaging } = useListUrlState({
    filters: NO_FILTERS,
    paging: PAGING,
    orderingFields: ORDERING_FIELDS,
  });
  const query = useMemo(
    () => ({
      tab,
      page: paging.page,
      limit: paging.limit,
      ordering: toOrdering(paging.ordering),
    }),
    [tab, paging],
  );
  const list = useMyDocuments(fidId, query);
  const documents: DocumentItem[] = useMemo(() => (list.data?.results ?? []).map(toDocumentItem), [list.data]);
  const hideType = tab === FIRST_TAB;
  const label = `${DOCUMENT_TABS.find((t) => t.value === tab)?.label ?? ''} documents`;
  const emptyText = list.isPending ? 'Loading...' : 'No documents here yet.';

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1}>Manage Documents</Title>
        <SegmentedControl
          aria-label="Layout"
          value={layout}
          onChange={(value) => setLayout(value as DocumentLayout)}
          data={LAYOUTS}
        />
      </Group>
      <Tabs
        value={tab}
        onChange={(value) => onTabChange((value as MyDocumentTab | null) ?? FIRST_TAB)}
        keepMounted={false}
      >
        <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
          {DOCUMENT_TABS.map((t) => (
            <Tabs.Tab key={t.value} value={t.value} style={{ flexShrink: 0 }}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      {list.isError && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          {errorText(list.error, DOCUMENTS_LOAD_FAILED)}
        </Alert>
      )}
      {layout === 'table' ? (
        <DataTable
          caption={label}
          columns={documentColumns({ hideType, getOpportunityHref, ...handlers })}
          rows={documents}
          total={list.data?.count ?? 0}
          getRowKey={(doc) => doc.doc_id}
          query={paging}
          onQueryChange={setPaging}
          loading={list.isFetching}
          minWidth={640}
        />
      ) : (
        <>
          <DocumentList
            documents={documents}
            layout={layout}
            label={label}
            hideType={hideType}
            getOpportunityHref={getOpportunityHref}
            emptyText={emptyText}
            {...handlers}
          />
          <TablePager
            page={paging.page}
            limit={paging.limit}
            total={list.data?.count ?? 0}
            onPageChange={(page) => setPaging({ ...paging, page })}
            onLimitChange={(limit) => setPaging({ ...paging, limit, page: 1 })}
          />
        </>
      )}
    </Stack>
  );
}
