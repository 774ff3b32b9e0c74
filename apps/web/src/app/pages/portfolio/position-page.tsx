import { formatCurrency, formatDate } from '@dl/domain';
import { Anchor, Card, Stack, Table, Tabs, Title } from '@mantine/core';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { PageLoader } from '#web/components/page-loader.tsx';
import { LoadingArea } from '#web/components/shell/loading-overlay.tsx';
import { PageHeader } from '#web/components/shell/page-header.tsx';
import { DocumentList } from '#web/components/kit/document-list/index.ts';
import { ViewCapTableButton } from '#web/features/captable/holders/components/view-cap-table-button.tsx';
import { REDIRECTING } from '#web/features/documents/lib/document-opening.ts';
import { toDocumentItem } from '#web/features/documents/lib/document-tabs.ts';
import { usePortfolioOpportunity } from '#web/features/portfolio/api/portfolio.ts';
import { PortfolioTotals } from '#web/features/portfolio/components/portfolio-totals.tsx';
import { LoadFailed } from '#web/components/display/load-failed/index.ts';
import { PORTFOLIO_LOAD_FAILED } from '#web/features/portfolio/components/position-table.tsx';
import { errorText } from '#web/lib/api-error.ts';
import { hrefFor } from '#web/lib/named-routes.ts';
import { useCan } from '#web/lib/permissions.ts';
import { usePageObjectName } from '#web/lib/document-title.ts';
import { presentationHref } from '../deal-flow/roadshow-links.tsx';
import { useFidId } from '../deal-flow/use-fid-id.ts';
import { opportunityHref, useDocumentActions } from './use-document-actions.ts';

/** `portfolio/:id` and `portfolio/:id/documents`: my position in one opportunity and its documents. */
export function PositionPage() {
  const { id = '' } = useParams();
  const fidId = useFidId();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { redirecting, ...actions } = useDocumentActions(fidId);
  const position = usePortfolioOpportunity(fidId, id);
  const tab = pathname.endsWith('/documents') ? 'documents' : 'overview';
  // A viewer of the entity reads the position but may not open the cap table as its holder.
  const canOpenCapTable = useCan('investor.captable_handoff');
  usePageObjectName(position.data?.opportunity.name);

  if (position.isPending) return <PageLoader />;
  if (position.isError) {
    return (
      <LoadFailed
        message={errorText(position.error, PORTFOLIO_LOAD_FAILED)}
        backTo={hrefFor('Portfolios.PositionsBalances')}
        backLabel="Back to Positions & Balances"
      />
    );
  }
  const { opportunity: o, totals, positions, documents } = position.data;

  return (
    <>
      <PageHeader
        title={o.name}
        subtitle={[o.issuer.name, o.sector, o.stage].filter(Boolean).join(' · ')}
        breadcrumbs={[
          { label: 'Positions & Balances', to: hrefFor('Portfolios.PositionsBalances') },
          { label: o.name },
        ]}
        backTo={hrefFor('Portfolios.PositionsBalances')}
        actions={canOpenCapTable ? <ViewCapTableButton fidId={fidId} /> : undefined}
      />
      <Tabs
        value={tab}
        onChange={(next) =>
          void navigate(hrefFor(next === 'documents' ? 'Portfolio.Documents' : 'Portfolio', { id }), {
            replace: true,
          })
        }
      >
        <Tabs.List mb="lg">
          <Tabs.Tab value="overview">Overview</Tabs.Tab>
          <Tabs.Tab value="documents">Documents ({documents.length})</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="overview">
          <Stack gap="lg">
            <PortfolioTotals totals={totals} />
            <Card withBorder radius="md" padding="lg">
              <Title order={2} size="h4" mb="sm">
                Positions
              </Title>
              <Table.ScrollContainer minWidth={520}>
                <Table verticalSpacing="sm" aria-label="Positions">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Entity</Table.Th>
                      <Table.Th ta="right">Invested</Table.Th>
                      <Table.Th ta="right">Current value</Table.Th>
                      <Table.Th>Executed</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {positions.map((p) => (
                      <Table.Tr key={p.investment_id}>
                        <Table.Td>
                          <Anchor component={Link} to={hrefFor('Transaction', { id: p.investment_id })} size="sm">
                            {p.entity.name}
                          </Anchor>
                        </Table.Td>
                        <Table.Td ta="right">{formatCurrency(p.cost, { abbreviate: false })}</Table.Td>
                        <Table.Td ta="right">{formatCurrency(p.current_value, { abbreviate: false })}</Table.Td>
                        <Table.Td>{formatDate(p.executed_on)}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Card>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="documents">
          <LoadingArea loading={redirecting} message={REDIRECTING}>
            <DocumentList
              documents={documents.map(toDocumentItem)}
              layout="tree"
              label={`Documents of ${o.name}`}
              getOpportunityHref={opportunityHref}
              presentHref={() => presentationHref(id)}
              {...actions}
            />
          </LoadingArea>
        </Tabs.Panel>
      </Tabs>
    </>
  );
}

export { PositionPage as Component };
