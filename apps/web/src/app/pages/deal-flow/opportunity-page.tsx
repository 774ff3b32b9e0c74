import type { InvestorAction } from '@dl/domain';
import { Badge, Box, Grid, Group, Stack, Tabs, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { PageLoader } from '#web/components/page-loader.tsx';
import { PageHeader } from '#web/components/shell/page-header.tsx';
import { PATHS } from '#web/config/paths.ts';
import { OpportunityCommunications } from '#web/features/communications/components/opportunity-communications.tsx';
import { DataRoom } from '#web/features/data-room/components/data-room.tsx';
import { useOpportunityInvestment } from '#web/features/investments/api/investments.ts';
import { InvestmentStatus } from '#web/features/investments/components/investment-status.tsx';
import { useOpportunity } from '#web/features/opportunities/api/get-opportunity.ts';
import { ActionsPanel } from '#web/features/opportunities/components/actions-panel.tsx';
import { IssuerCard } from '#web/features/opportunities/components/issuer-card.tsx';
import { OpportunityFacts } from '#web/features/opportunities/components/opportunity-facts.tsx';
import { OpportunityFavorite } from '#web/features/opportunities/components/opportunity-favorite.tsx';
import { StatusStrip } from '#web/features/opportunities/components/status-strip.tsx';
import { LoadFailed } from '#web/components/display/load-failed/index.ts';
import { hrefFor } from '#web/lib/named-routes.ts';
import { LOAD_FAILED } from '#web/features/opportunities/components/opportunity-list.tsx';
import { dealEsignUrl } from '#web/features/signing/api/esign.ts';
import { usePageObjectName } from '#web/lib/document-title.ts';
import { goToUrl } from '#web/lib/go-to-url.ts';
import { errorText } from '#web/lib/api-error.ts';
import { useSnackbar } from '#web/lib/snackbar.ts';
import { InterestModal } from './interest-modal.tsx';
import { NdaSignModal } from './nda-sign-modal.tsx';
import { openDocumentInViewer } from './open-document.ts';
import { RoadshowLinks } from './roadshow-links.tsx';
import { useEntityId, useFidId } from './use-fid-id.ts';

const DATA_ROOM_TAB = 'data-room';
const STRUCTURE_TEXT = { GENERAL: 'General', FUND: 'Fund', SPV: 'SPV' } as const;
const INTEREST_SENT = 'Your interest has been sent. Sign the deal document to go on.';

/** `opportunity/:id`: terms, issuer, documents, my progress and the actions my state allows. */
export function OpportunityPage() {
  const { id = '' } = useParams();
  const fidId = useFidId();
  const entityId = useEntityId();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const client = useQueryClient();
  const snackbar = useSnackbar();
  const [params, setParams] = useSearchParams();
  const [modal, setModal] = useState<'nda' | 'interest' | null>(null);
  const [busy, setBusy] = useState<InvestorAction | null>(null);
  const opportunity = useOpportunity(fidId, id);
  const hasInvestment = Boolean(opportunity.data?.investor_state.investment);
  const investment = useOpportunityInvestment(fidId, id, hasInvestment);
  usePageObjectName(opportunity.data?.name);

  if (opportunity.isPending) return <PageLoader />;
  if (opportunity.isError) {
    return (
      <LoadFailed
        message={errorText(opportunity.error, LOAD_FAILED)}
        backTo={hrefFor('Opportunities')}
        backLabel="Back to Discover New Opportunities"
      />
    );
  }
  const o = opportunity.data;
  const state = o.investor_state;
  const tab = params.get('tab') === DATA_ROOM_TAB ? DATA_ROOM_TAB : 'overview';
  const setTab = (value: string | null) =>
    setParams(value === DATA_ROOM_TAB ? { tab: DATA_ROOM_TAB } : {}, { replace: true });
  const refresh = () => client.invalidateQueries({ queryKey: ['opportunities', fidId] });

  const signDeal = async () => {
    const investmentId = state.investment?.id;
    if (!investmentId) return;
    setBusy('SIGN_DEAL');
    try {
      goToUrl(await dealEsignUrl(fidId, investmentId), (path) => void navigate(path));
    } catch (error) {
      void snackbar.error(errorText(error, 'Failed to sign document'));
      setBusy(null);
    }
  };
  const onAction = (action: InvestorAction) => {
    if (action === 'SIGN_NDA') setModal('nda');
    else if (action === 'INDICATE_INTEREST') setModal('interest');
    else if (action === 'VIEW_DATA_ROOM') setTab(DATA_ROOM_TAB);
    else void signDeal();
  };
  const viewDocument = (doc: { doc_id: string }, preferSigned: boolean) =>
    void openDocumentInViewer(fidId, doc, { preferSigned }).catch((error: unknown) =>
      snackbar.error(errorText(error, 'Failed to load document')),
    );
  const listPath = o.opportunity_type === 'SECONDARY' ? '/digital-locker/trade' : '/digital-locker/opportunities';

  return (
    <>
      <PageHeader
        title={o.name}
        subtitle={[o.issuer.name, o.short_desc].filter(Boolean).join(' · ')}
        breadcrumbs={[
          { label: o.opportunity_type === 'SECONDARY' ? 'Trade' : 'Opportunities', to: listPath },
          { label: o.name },
        ]}
        backTo={listPath}
        actions={
          <Group gap="xs" wrap="wrap" justify="flex-end">
            <RoadshowLinks opportunityId={o.opp_id} name={o.name} />
            <OpportunityFavorite fidId={fidId} opportunity={o} />
          </Group>
        }
      />
      <Stack gap="lg">
        <Group gap="xs">
          <Badge variant="light" color="secondary" tt="none">
            {o.opportunity_type === 'PRIMARY' ? 'Primary' : 'Secondary'}
          </Badge>
          <Badge variant="light" color="gray" tt="none">
            {STRUCTURE_TEXT[o.type]}
          </Badge>
          <Badge variant="dot" color={o.status === 'Published' ? 'green' : 'gray'} tt="none">
            {o.status}
          </Badge>
        </Group>
        <StatusStrip status={state.opportunity_status} />
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List mb="lg">
            <Tabs.Tab value="overview">Overview</Tabs.Tab>
            <Tabs.Tab value={DATA_ROOM_TAB}>
              Data room
              <Text span c="dimmed" size="sm" ml={6}>
                ({o.documents.data_room_count})
              </Text>
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="overview">
            <Grid gap="lg">
              <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
                <Stack gap="lg">
                  {investment.data && <InvestmentStatus investment={investment.data} />}
                  <OpportunityFacts opportunity={o} />
                  <OpportunityCommunications fidId={fidId} opportunityId={o.opp_id} />
                  {/* On phones the issuer follows the terms; on wider screens it sits under the actions. */}
                  <Box hiddenFrom="md">
                    <IssuerCard issuer={o.issuer} />
                  </Box>
                </Stack>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
                <Stack gap="lg">
                  <ActionsPanel
                    state={state}
                    documents={o.documents}
                    minimum={o.minimum}
                    onAction={onAction}
                    busy={busy}
                    onViewDocument={(doc) => viewDocument({ doc_id: doc.id }, true)}
                  />
                  <Box visibleFrom="md">
                    <IssuerCard issuer={o.issuer} />
                  </Box>
                </Stack>
              </Grid.Col>
            </Grid>
          </Tabs.Panel>
          <Tabs.Panel value={DATA_ROOM_TAB}>
            <DataRoom
              fidId={fidId}
              opportunityId={o.opp_id}
              isOpen={state.data_room_open}
              onView={(doc) => viewDocument(doc, false)}
            />
          </Tabs.Panel>
        </Tabs>
      </Stack>
      <NdaSignModal
        fidId={fidId}
        opportunityId={o.opp_id}
        opportunityName={o.name}
        opened={modal === 'nda'}
        onClose={() => setModal(null)}
        onRedirect={(url) => goToUrl(url, (path) => void navigate(path))}
        onDirectSigned={(sessionId) =>
          void navigate(`${PATHS.docuSignWait}?${new URLSearchParams({ session: sessionId, redirect: pathname })}`)
        }
      />
      <InterestModal
        fidId={fidId}
        entityId={entityId}
        opportunityId={o.opp_id}
        opportunityName={o.name}
        minimum={o.minimum}
        opened={modal === 'interest'}
        onClose={() => setModal(null)}
        onCreated={() => {
          setModal(null);
          void snackbar.success(INTEREST_SENT);
          void refresh();
          void client.invalidateQueries({ queryKey: ['investments', fidId] });
        }}
      />
    </>
  );
}

export { OpportunityPage as Component };
