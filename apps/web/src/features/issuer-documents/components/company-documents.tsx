import {
  type CompanyDocumentRow,
  DIGITIZATION_LABELS,
  ISSUER_DOCUMENT_CLASS_LABELS,
  listIssuerOpportunitiesRoute,
} from '@dl/contracts';
import { DEFAULT_PAGE_SIZE, formatDate, PAGE_SIZE_ALL } from '@dl/domain';
import { Alert, Anchor, Select, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn, type TableQuery } from '#web/components/kit/data-table/index.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { errorText } from '#web/lib/api-error.ts';
import { useCompanyDocuments } from '../api/issuer-documents.ts';
import { useFidId } from '../lib/use-fid-id.ts';

export interface CompanyDocumentsProps {
  /** The opportunity's Documents tab. */
  documentsHref: (opportunityId: string) => string;
}

/** The company's documents across its opportunities, newest change first, by opportunity. */
export function CompanyDocuments({ documentsHref }: CompanyDocumentsProps) {
  const fidId = useFidId();
  const [opportunityId, setOpportunityId] = useState<string | null>(null);
  const [query, setQuery] = useState<TableQuery>({ page: 1, limit: DEFAULT_PAGE_SIZE });
  const opportunities = useQuery({
    queryKey: ['issuer-documents', fidId, 'opportunity-options'],
    queryFn: ({ signal }) =>
      apiRequest(listIssuerOpportunitiesRoute, {
        params: { fidId },
        query: { page: 1, itemsPerPage: PAGE_SIZE_ALL, ordering: 'name' },
        signal,
      }),
    enabled: Boolean(fidId),
  });
  const documents = useCompanyDocuments(fidId, {
    page: query.page,
    limit: query.limit,
    ...(opportunityId ? { opportunity_id: opportunityId } : {}),
  });
  const columns: DataTableColumn<CompanyDocumentRow>[] = [
    { key: 'modified', header: 'Modified', cell: (doc) => formatDate(doc.modified_on) },
    {
      key: 'name',
      header: 'Document',
      cell: (doc) => (
        <Anchor component={Link} to={documentsHref(doc.opportunity.id)} style={{ overflowWrap: 'anywhere' }}>
          {doc.name}
        </Anchor>
      ),
    },
    { key: 'opportunity', header: 'Opportunity', cell: (doc) => doc.opportunity.name },
    { key: 'kind', header: 'Kind', cell: (doc) => ISSUER_DOCUMENT_CLASS_LABELS[doc.doc_class] },
    {
      key: 'category',
      header: 'Category or status',
      cell: (doc) =>
        doc.doc_class === 'DATA_ROOM' ? doc.category.join(' / ') || '-' : DIGITIZATION_LABELS[doc.digitization_status],
    },
  ];
  return (
    <Stack gap="md">
      <Select
        label="Opportunity"
        placeholder="All opportunities"
        clearable
        w={{ base: '100%', sm: 360 }}
        data={(opportunities.data?.results ?? []).map((o) => ({ value: o.id, label: o.name }))}
        value={opportunityId}
        onChange={(value) => {
          setOpportunityId(value);
          setQuery((q) => ({ ...q, page: 1 }));
        }}
      />
      {documents.isError ? (
        <Alert color="red" title="The documents did not load">
          {errorText(documents.error, 'Something went wrong.')}
        </Alert>
      ) : (
        <DataTable
          caption="Company documents"
          columns={columns}
          rows={documents.data?.results ?? []}
          total={documents.data?.count ?? 0}
          getRowKey={(doc) => doc.id}
          query={query}
          onQueryChange={setQuery}
          loading={documents.isPending}
          minWidth={720}
        />
      )}
    </Stack>
  );
}
