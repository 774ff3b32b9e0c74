import type { IssuerOpportunity } from '@dl/contracts';
import { Alert, Grid, Stack, Tabs } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { PageLoader } from '#web/components/page-loader.tsx';
import { PageHeader } from '#web/components/shell/page-header.tsx';
import { useFidId } from '#web/features/issuer-company/index.ts';
import { OpportunityDocumentsPanel } from '#web/features/issuer-documents/index.ts';
import { DataRoomAnalytics, InvestorsPanel } from '#web/features/issuer-interest/index.ts';
import {
  LOAD_FAILED,
  OpportunityActions,
  OpportunityDetails,
  ReviewPanel,
  StatusBadges,
  TearsheetSharing,
  useIssuerOpportunity,
} from '#web/features/issuer-opportunities/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { hrefFor } from '#web/lib/named-routes.ts';
import { IssuerQuestions } from './issuer-questions.tsx';

interface OpportunityTab {
  value: string;
  label: string;
  render: (o: IssuerOpportunity) => ReactNode;
}

/** The opportunity's tabs: one line adds one. */
const TABS: OpportunityTab[] = [
  {
    value: 'overview',
    label: 'Overview',
    render: (o) => (
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
          <OpportunityDetails opportunity={o} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
          <Stack gap="lg">
            <ReviewPanel opportunity={o} />
            <TearsheetOverview opportunity={o} />
          </Stack>
        </Grid.Col>
      </Grid>
    ),
  },
  {
    value: 'documents',
    label: 'Documents',
    render: (o) => (
      <OpportunityDocumentsPanel
        opportunityId={o.id}
        issuerId={o.issuer.id}
        canWrite={o.permissions.write_opportunities && o.status === 'Created'}
      />
    ),
  },
  {
    value: 'investors',
    label: 'Investors',
    render: (o) => <OpportunityInvestors opportunity={o} />,
  },
  {
    value: 'questions',
    label: 'Questions',
    render: (o) => <QuestionsTab opportunity={o} />,
  },
];

/** The funnel, the investors and the data room's readers (issue 16 point 5). */
function OpportunityInvestors({ opportunity: o }: { opportunity: IssuerOpportunity }) {
  const fidId = useFidId();
  const countersign = o.permissions.countersign ? hrefFor('Issuer.Ndas', {}, { opportunity: o.id }) : null;
  return (
    <Stack gap="lg">
      <InvestorsPanel fidId={fidId} opportunityId={o.id} countersignHref={countersign} />
      <DataRoomAnalytics fidId={fidId} opportunityId={o.id} />
    </Stack>
  );
}

function QuestionsTab({ opportunity: o }: { opportunity: IssuerOpportunity }) {
  return <IssuerQuestions fidId={useFidId()} canAnswer={o.permissions.answer_questions} opportunityId={o.id} />;
}

function TearsheetOverview({ opportunity }: { opportunity: IssuerOpportunity }) {
  return <TearsheetSharing fidId={useFidId()} opportunity={opportunity} />;
}

/** Issuer portal: one opportunity, its review and the actions its status and the caller's role allow. */
export function OpportunityPage() {
  const { id = '' } = useParams();
  const fidId = useFidId();
  const opportunity = useIssuerOpportunity(fidId, id);
  const [params, setParams] = useSearchParams();
  const listPath = hrefFor('Issuer.Opportunities');
  const tab = TABS.some((t) => t.value === params.get('tab')) ? (params.get('tab') as string) : 'overview';

  if (opportunity.isPending) return <PageLoader />;
  if (opportunity.isError)
    return (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
        {errorText(opportunity.error, LOAD_FAILED)}
      </Alert>
    );
  const o = opportunity.data;
  return (
    <>
      <PageHeader
        title={o.name}
        subtitle={[o.issuer.name, o.short_desc].filter(Boolean).join(' · ')}
        breadcrumbs={[{ label: 'My Opportunities', to: listPath }, { label: o.name }]}
        backTo={listPath}
      />
      <Stack gap="lg">
        <StatusBadges
          status={o.status}
          approvalStatus={o.approval_status}
          approvalLabel={o.approval_label}
          review={o.issuer_review}
        />
        <OpportunityActions fidId={fidId} opportunity={o} editHref={hrefFor('Issuer.OpportunityEdit', { id: o.id })} />
        <Tabs value={tab} onChange={(next) => next && setParams({ tab: next }, { replace: true })} keepMounted={false}>
          <Tabs.List>
            {TABS.map((t) => (
              <Tabs.Tab key={t.value} value={t.value}>
                {t.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {TABS.map((t) => (
            <Tabs.Panel key={t.value} value={t.value} pt="lg">
              {t.render(o)}
            </Tabs.Panel>
          ))}
        </Tabs>
      </Stack>
    </>
  );
}

export { OpportunityPage as Component };
