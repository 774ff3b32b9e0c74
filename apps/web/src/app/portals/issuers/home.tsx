import type { IssuerOpportunityListQuery } from '@dl/contracts';
import { ERROR_MESSAGES, OPPORTUNITY_LIFECYCLE, type OpportunityLifecycle } from '@dl/domain';
import { Alert, Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconBuilding, IconFileText, IconPlus, IconRocket } from '@tabler/icons-react';
import { Link } from 'react-router';
import { StatCard } from '#web/components/display/stat-card/index.ts';
import { PageLoader } from '#web/components/page-loader.tsx';
import { PageHeader } from '#web/components/shell/page-header.tsx';
import { useCurrentCompany } from '#web/features/issuer-company/index.ts';
import { useNdasToCountersign } from '#web/features/issuer-interest/index.ts';
import { useIssuerOpportunities } from '#web/features/issuer-opportunities/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { hrefFor } from '#web/lib/named-routes.ts';
import { useUnansweredCount } from './waiting-counts.ts';

/** A count only: one row per page, the answer's count is what is read. */
const countQuery = (status: OpportunityLifecycle): IssuerOpportunityListQuery => ({ page: 1, itemsPerPage: 1, status });

function useStatusCount(fidId: string, status: OpportunityLifecycle) {
  const answer = useIssuerOpportunities(fidId, countQuery(status));
  return { count: answer.data?.count ?? null, error: answer.error };
}

const listOf = (status: OpportunityLifecycle) =>
  `${hrefFor('Issuer.Opportunities')}?status=${encodeURIComponent(status)}`;

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** Home of the issuer portal (/issuers/): the company's opportunities by status and what waits for the caller. */
export function Component() {
  const { fidId, companies, list, company } = useCurrentCompany();
  const counts: Record<OpportunityLifecycle, { count: number | null; error: unknown }> = {
    Created: useStatusCount(fidId, 'Created'),
    'Ready for Review': useStatusCount(fidId, 'Ready for Review'),
    'Pending Review': useStatusCount(fidId, 'Pending Review'),
    Published: useStatusCount(fidId, 'Published'),
    Closed: useStatusCount(fidId, 'Closed'),
  };
  const ndas = useNdasToCountersign(
    fidId,
    list.some((c) => c.permissions.countersign),
  );
  const questions = useUnansweredCount(
    fidId,
    list.some((c) => c.permissions.answer_questions),
  );
  if (companies.isPending) return <PageLoader />;
  if (companies.isError)
    return (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
        {errorText(companies.error, ERROR_MESSAGES.LOAD_DATA)}
      </Alert>
    );
  const mayWrite = list.some((c) => c.permissions.write_opportunities);
  const mayApprove = list.some((c) => c.permissions.approve_opportunities);
  const toCountersign = ndas.data ?? 0;
  const unanswered = questions.data ?? 0;
  const drafts = counts.Created.count ?? 0;
  const toApprove = counts['Ready for Review'].count ?? 0;
  const failed = OPPORTUNITY_LIFECYCLE.map((s) => counts[s].error).find(Boolean);
  const waiting = [
    mayWrite && drafts > 0
      ? { text: `${plural(drafts, 'draft', 'drafts')} to finish and send for review`, to: listOf('Created') }
      : null,
    mayApprove && toApprove > 0
      ? {
          text: `${plural(toApprove, 'opportunity', 'opportunities')} waiting for your approval`,
          to: listOf('Ready for Review'),
        }
      : null,
    toCountersign > 0
      ? { text: `${plural(toCountersign, 'NDA', 'NDAs')} to countersign`, to: hrefFor('Issuer.Ndas') }
      : null,
    unanswered > 0
      ? {
          text: `${plural(unanswered, 'unanswered question', 'unanswered questions')}`,
          to: hrefFor('Issuer.Questions'),
        }
      : null,
  ].filter((item): item is { text: string; to: string } => item !== null);

  return (
    <Stack gap="xl">
      <PageHeader
        title={company ? company.name : 'Issuer portal'}
        subtitle="Your raises, where they stand in review, and what waits for you."
        actions={
          mayWrite ? (
            <Button
              component={Link}
              to={hrefFor('Issuer.OpportunityNew')}
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              New opportunity
            </Button>
          ) : null
        }
      />
      {failed ? (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          {errorText(failed, ERROR_MESSAGES.LOAD_DATA)}
        </Alert>
      ) : null}
      <section aria-labelledby="issuer-home-statuses">
        <Title order={2} size="h4" mb="md" id="issuer-home-statuses">
          Opportunities by status
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="md">
          {OPPORTUNITY_LIFECYCLE.map((status) => (
            <Anchor key={status} component={Link} to={listOf(status)} underline="never" c="inherit">
              <StatCard label={status} value={counts[status].count === null ? null : String(counts[status].count)} />
            </Anchor>
          ))}
        </SimpleGrid>
      </section>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="issuer-home-waiting">
          <Title order={2} size="h4" mb="sm" id="issuer-home-waiting">
            Waiting for you
          </Title>
          {waiting.length > 0 ? (
            <Stack gap="xs">
              {waiting.map((item) => (
                <Anchor key={item.to} component={Link} to={item.to}>
                  {item.text}
                </Anchor>
              ))}
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              Nothing waits for you now.
            </Text>
          )}
        </Card>
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="issuer-home-links">
          <Title order={2} size="h4" mb="sm" id="issuer-home-links">
            Go to
          </Title>
          <Group gap="sm">
            <Button
              component={Link}
              to={hrefFor('Issuer.Opportunities')}
              variant="default"
              leftSection={<IconRocket size={16} aria-hidden />}
            >
              My Opportunities
            </Button>
            <Button
              component={Link}
              to={hrefFor('Issuer.Company')}
              variant="default"
              leftSection={<IconBuilding size={16} aria-hidden />}
            >
              Company Details
            </Button>
            <Button
              component={Link}
              to={hrefFor('Issuer.Documents')}
              variant="default"
              leftSection={<IconFileText size={16} aria-hidden />}
            >
              Documents
            </Button>
          </Group>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}
