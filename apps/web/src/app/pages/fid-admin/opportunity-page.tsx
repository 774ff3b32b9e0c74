import { Alert, Badge, Box, Grid, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconEye } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { PageLoader } from '#web/components/page-loader.tsx';
import { PageHeader } from '#web/components/shell/page-header.tsx';
import { IssuerCard } from '#web/features/opportunities/components/issuer-card.tsx';
import { OpportunityFacts } from '#web/features/opportunities/components/opportunity-facts.tsx';
import { useOpportunityReview } from '#web/features/opportunity-approval/api/opportunity-review.ts';
import { AccessPanel } from '#web/features/opportunity-approval/components/access-panel.tsx';
import { ApprovalPanel } from '#web/features/opportunity-approval/components/approval-panel.tsx';
import { LifecycleBadge } from '#web/features/opportunity-approval/components/status-badges.tsx';
import { useFidId } from '#web/features/opportunity-approval/lib/use-fid-id.ts';
import { errorText } from '#web/lib/api-error.ts';
import { hrefFor } from '#web/lib/named-routes.ts';
import { useCan } from '#web/lib/permissions.ts';

const STRUCTURE_TEXT = { GENERAL: 'General', FUND: 'Fund', SPV: 'SPV' } as const;

/** Fund admin: one opportunity as investors will see it, its approval and investors' access (issue 15 point 5). */
export function OpportunityPage() {
  const { id = '' } = useParams();
  const fidId = useFidId();
  const mayManageAccess = useCan('opportunity_access.manage');
  const review = useOpportunityReview(fidId, id);
  const listPath = hrefFor('FidAdmin.Opportunities');

  if (review.isPending) return <PageLoader />;
  if (review.isError) {
    return (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
        {errorText(review.error, 'Failed to load opportunity')}
      </Alert>
    );
  }
  const { opportunity: o, approval, tags } = review.data;
  const documents = o.documents;
  return (
    <>
      <PageHeader
        title={o.name}
        subtitle={[o.issuer.name, o.short_desc].filter(Boolean).join(' · ')}
        breadcrumbs={[{ label: 'Opportunity Approval', to: listPath }, { label: o.name }]}
        backTo={listPath}
      />
      <Stack gap="lg">
        <Group gap="xs">
          <LifecycleBadge status={o.status} />
          <Badge variant="light" color="secondary" tt="none">
            {o.opportunity_type === 'PRIMARY' ? 'Primary' : 'Secondary'}
          </Badge>
          <Badge variant="light" color="gray" tt="none">
            {STRUCTURE_TEXT[o.type]}
          </Badge>
          {tags.map((tag) => (
            <Badge key={tag} variant="outline" color="gray" tt="none">
              {tag}
            </Badge>
          ))}
        </Group>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
            <Stack gap="lg">
              <Alert color="blue" variant="light" icon={<IconEye aria-hidden />} title="Investor preview">
                This is what the fund's investors will see once the opportunity is published.
              </Alert>
              <OpportunityFacts opportunity={o} />
              <Box>
                <Text size="sm" c="dimmed">
                  Documents: {documents.nda ? documents.nda.name : 'no NDA yet'} ·{' '}
                  {documents.deal ? documents.deal.name : 'no deal document yet'} · data room:{' '}
                  {documents.data_room_count}
                </Text>
              </Box>
              <Box hiddenFrom="md">
                <IssuerCard issuer={o.issuer} />
              </Box>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
            <Stack gap="lg">
              <ApprovalPanel fidId={fidId} opportunityId={o.opp_id} opportunityName={o.name} approval={approval} />
              <Box visibleFrom="md">
                <IssuerCard issuer={o.issuer} />
              </Box>
            </Stack>
          </Grid.Col>
        </Grid>
        {mayManageAccess && <AccessPanel fidId={fidId} opportunityId={o.opp_id} isClosed={o.status === 'Closed'} />}
      </Stack>
    </>
  );
}

export { OpportunityPage as Component };
