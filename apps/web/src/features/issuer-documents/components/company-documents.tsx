import { DIGITIZATION_LABELS, ISSUER_DOCUMENT_CLASS_LABELS, listIssuerOpportunitiesRoute } from '@dl/contracts';
import { PAGE_SIZE_ALL } from '@dl/domain';
import { Alert, Anchor, Center, Group, Loader, Pagination, Select, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { apiRequest } from '#web/lib/api-client.ts';
import { errorText } from '#web/lib/api-error.ts';
import { useCompanyDocuments } from '../api/issuer-documents.ts';
import { useFidId } from '../lib/use-fid-id.ts';

const PAGE_SIZE = 10;

export interface CompanyDocumentsProps {
  /** The opportunity's Documents tab. */
  documentsHref: (opportunityId: string) => string;
}

/** The company's documents across its opportunities, newest change first, by opportunity. */
export function CompanyDocuments({ documentsHref }: CompanyDocumentsProps) {
  const fidId = useFidId();
  const [opportunityId, setOpportunityId] = useState<string | null>(null);
  const [page, setPage] = useState(1);
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
    page,
    limit: PAGE_SIZE,
    ...(opportunityId ? { opportunity_id: opportunityId } : {}),
  });
  const total = documents.data ? Math.max(1, Math.ceil(documents.data.count / PAGE_SIZE)) : 1;
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
          setPage(1);
        }}
      />
      {documents.isPending ? (
        <Center py="lg">
          <Loader aria-label="Loading documents" />
        </Center>
      ) : null}
      {documents.isError ? (
        <Alert color="red" title="The documents did not load">
          {errorText(documents.error, 'Something went wrong.')}
        </Alert>
      ) : null}
      {documents.data && documents.data.count === 0 ? <Text c="dimmed">No data</Text> : null}
      {documents.data && documents.data.count > 0 ? (
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing="xs" striped aria-label="Company documents">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Modified</Table.Th>
                <Table.Th>Document</Table.Th>
                <Table.Th>Opportunity</Table.Th>
                <Table.Th>Kind</Table.Th>
                <Table.Th>Category or status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {documents.data.results.map((doc) => (
                <Table.Tr key={doc.id}>
                  <Table.Td>{new Date(doc.modified_on).toLocaleDateString('en-US')}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    <Anchor component={Link} to={documentsHref(doc.opportunity.id)}>
                      {doc.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{doc.opportunity.name}</Table.Td>
                  <Table.Td>{ISSUER_DOCUMENT_CLASS_LABELS[doc.doc_class]}</Table.Td>
                  <Table.Td>
                    {doc.doc_class === 'DATA_ROOM'
                      ? doc.category.join(' / ') || '-'
                      : DIGITIZATION_LABELS[doc.digitization_status]}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
      {total > 1 ? (
        <Group justify="flex-end">
          <Pagination total={total} value={page} onChange={setPage} siblings={1} aria-label="Pages" />
        </Group>
      ) : null}
    </Stack>
  );
}
