import type { DashboardStats } from '@dl/contracts';
import { formatCurrency, toCents } from '@dl/domain';
import { Card, Group, Progress, SimpleGrid, Skeleton, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingBank, IconHelpCircle, IconId, IconRocket, IconUsers, IconWritingSign } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { StatCard } from '#web/components/display/stat-card/index.ts';
import { hrefFor } from '#web/lib/named-routes.ts';
import { FigureLink } from './figure-link.tsx';
import { FigureRowsCard } from './figure-rows-card.tsx';

/** Received as a whole percentage of called, from exact cents (0 when nothing was called). */
function receivedPercent(called: string, received: string): number {
  const calledCents = toCents(called);
  if (calledCents <= 0n) return 0;
  return Number((toCents(received) * 100n) / calledCents);
}

function CapitalCard({ stats }: { stats: DashboardStats | undefined }) {
  const title = 'Capital called vs received';
  const percent = stats ? receivedPercent(stats.capital.called, stats.capital.received) : 0;
  const body = (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title} h="100%">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Title order={2} size="sm" fw={500} c="dimmed">
          {title}
        </Title>
        <ThemeIcon variant="light" size={40} radius="md" aria-hidden>
          <IconBuildingBank size={22} />
        </ThemeIcon>
      </Group>
      {stats ? (
        <>
          <Text fz={26} fw={700} data-testid="capital-called">
            {formatCurrency(stats.capital.called)}
          </Text>
          <Text size="sm" c="dimmed" mb={6} data-testid="capital-received">
            {formatCurrency(stats.capital.received)} received ({percent}%)
          </Text>
          <Progress value={Math.min(percent, 100)} aria-label={`Received ${percent}% of capital called`} />
        </>
      ) : (
        <Skeleton height={56} mt={4} data-testid="stat-loading" />
      )}
    </Card>
  );
  if (!stats) return body;
  return (
    <FigureLink
      href={hrefFor('FidAdmin.CapitalCalls')}
      action="capital_calls.read"
      name={`${title}: ${formatCurrency(stats.capital.called)} called, ${formatCurrency(stats.capital.received)} received`}
    >
      {body}
    </FigureLink>
  );
}

/** One figure with its label, opening the list it counts. */
function SingleFigure(props: {
  label: string;
  hint: string;
  icon: ReactNode;
  value: number | undefined;
  href: string;
  action: Parameters<typeof FigureLink>[0]['action'];
  testId: string;
}) {
  const card = (
    <StatCard
      label={props.label}
      hint={props.hint}
      icon={props.icon}
      testId={props.testId}
      value={props.value === undefined ? null : props.value.toLocaleString('en-US')}
    />
  );
  if (props.value === undefined) return card;
  return (
    <FigureLink href={props.href} action={props.action} name={`${props.label}: ${props.value}`}>
      {card}
    </FigureLink>
  );
}

/**
 * The fund-admin dashboard's stat cards (issue 15 point 2), each opening its filtered list: investors
 * by invitation status, KYC forms to decide, opportunities to approve, deals waiting per step,
 * capital called vs received, questions without an answer. Skeletons while the figures load.
 */
export function FundStatCards({ stats }: { stats: DashboardStats | undefined }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      <FigureRowsCard
        title="Investors by invitation status"
        icon={<IconUsers size={22} />}
        action="investors.read"
        rows={
          stats?.investors_by_invitation_status.map((s) => ({
            key: String(s.status),
            label: s.label,
            count: s.count,
            href: hrefFor('FidAdmin.Investors', {}, { invitation_status: String(s.status) }),
          })) ?? null
        }
      />
      <FigureRowsCard
        title="Deals waiting"
        icon={<IconWritingSign size={22} />}
        action="investments.read"
        rows={
          stats?.deals_waiting.map((d) => ({
            key: d.status,
            label: d.label,
            count: d.count,
            href: hrefFor('FidAdmin.Deals', {}, { status: d.status }),
          })) ?? null
        }
      />
      <CapitalCard stats={stats} />
      <SingleFigure
        label="KYC waiting for a decision"
        hint="Submitted KYC forms"
        icon={<IconId size={22} />}
        value={stats?.kyc_waiting}
        href={hrefFor('FidAdmin.Kyc')}
        action="kyc.read_answers"
        testId="stat-kyc"
      />
      <SingleFigure
        label="Opportunities waiting for approval"
        hint="Pending Review: waiting for a decision"
        icon={<IconRocket size={22} />}
        value={stats?.opportunities_waiting}
        href={hrefFor('FidAdmin.Opportunities', {}, { approval: 'PENDING' })}
        action="opportunities.read_admin"
        testId="stat-opportunities"
      />
      <SingleFigure
        label="Unanswered questions"
        hint="Investor questions without a response"
        icon={<IconHelpCircle size={22} />}
        value={stats?.unanswered_questions}
        href={hrefFor('FidAdmin.Communication', {}, { tab: 0 })}
        action="qna.read_tenant"
        testId="stat-questions"
      />
    </SimpleGrid>
  );
}
