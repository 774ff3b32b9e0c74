import { type CapTable, FD_DEFINITION_VALUES } from '@dl/contracts';
import { Alert, Anchor, Button, Card, Group, NativeSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconBuildingBank, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { StatCard } from '#web/components/display/stat-card/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { type FdDefinition, useSummary } from '../api/views.ts';
import { formatShares, roundingText } from '../lib/format.ts';
import { capHref } from '../lib/hrefs.ts';
import { LOAD_FAILED } from '../lib/labels.ts';
import { oneOf, useUrlFilters } from '../lib/url-filters.ts';
import { ClassSummary } from './class-summary.tsx';
import { TopStakeholders } from './top-stakeholders.tsx';
import { type CapParams, CsvButton } from '#web/features/captable/core/index.ts';

/** CAPTABLE 5's three named definitions, by their short names. */
const DEFINITION_OPTIONS: { value: FdDefinition; label: string }[] = [
  { value: 'FD', label: 'Fully diluted' },
  { value: 'OUTSTANDING_ONLY', label: 'Outstanding only' },
  { value: 'FD_INCL_CONVERTIBLES', label: 'Fully diluted including convertibles' },
];

function Section({
  id,
  title,
  actions,
  children,
}: {
  id: string;
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={id}>
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={2} size="h4" id={id}>
          {title}
        </Title>
        {actions}
      </Group>
      {children}
    </Card>
  );
}

/** A new cap table: what to do first, with links for those who may do it. */
function StartHere({ capTable }: { capTable: CapTable }) {
  const mayEdit = capTable.permissions.draft_securities;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="cap-start">
      <Title order={2} size="h4" id="cap-start" mb="xs">
        This cap table is empty
      </Title>
      <Text size="sm" mb="md">
        {mayEdit
          ? 'Start with a stock class (its authorized shares), then add the stakeholders who hold securities; drafts of their securities come next.'
          : 'An editor starts it with a stock class and the stakeholders; their holdings then appear here.'}
      </Text>
      {mayEdit && (
        <Group gap="sm">
          <Button
            component={Link}
            to={capHref('CapTable.Classes', capTable.issuer_id)}
            leftSection={<IconBuildingBank size={16} aria-hidden />}
          >
            Create a stock class
          </Button>
          <Button
            component={Link}
            to={capHref('CapTable.Stakeholders', capTable.issuer_id)}
            variant="default"
            leftSection={<IconUsers size={16} aria-hidden />}
          >
            Add stakeholders
          </Button>
        </Group>
      )}
    </Card>
  );
}

/**
 * Home of a cap table for its readers (issue 17 point 5): the summary by class under a chosen
 * fully-diluted definition with its text and rounding rule, the ownership drawing with its table,
 * the top stakeholders, counts and CSV.
 */
export function CapTableHome({ capTable, params }: { capTable: CapTable; params: CapParams }) {
  const url = useUrlFilters(['definition'] as const);
  const definition = oneOf(FD_DEFINITION_VALUES, url.values.definition) ?? 'FD';
  const summary = useSummary(params, definition);
  if (summary.isError)
    return (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
        {errorText(summary.error, LOAD_FAILED)}
      </Alert>
    );
  const s = summary.data;
  const empty = s !== undefined && s.classes.length === 0 && s.securities === 0;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
        <StatCard label="Stakeholders" value={s ? s.stakeholders.toLocaleString('en-US') : null} />
        <StatCard label="Securities" value={s ? s.securities.toLocaleString('en-US') : null} />
        <StatCard label="Shares outstanding" value={s ? formatShares(s.totals.outstanding) : null} />
        <StatCard label="Available in plans" value={s ? formatShares(s.plans_available) : null} />
      </SimpleGrid>
      {s === undefined ? (
        <Text c="dimmed" role="status">
          Loading...
        </Text>
      ) : empty ? (
        <StartHere capTable={capTable} />
      ) : (
        <>
          <Section
            id="cap-summary"
            title="Summary by class"
            actions={<CsvButton params={params} table="summary" label="Summary CSV" />}
          >
            <Stack gap="sm">
              <NativeSelect
                label="Definition"
                data={DEFINITION_OPTIONS}
                value={definition}
                onChange={(e) => url.set('definition', e.currentTarget.value === 'FD' ? '' : e.currentTarget.value)}
                w={{ base: '100%', xs: 340 }}
              />
              <Text size="sm" c="dimmed">
                {s.definition_text}. {roundingText(s.rounding)}.
              </Text>
              <ClassSummary summary={s} />
            </Stack>
          </Section>
          <Section
            id="cap-stakeholders"
            title="Top stakeholders"
            actions={
              <Group gap="sm">
                <Anchor component={Link} to={capHref('CapTable.Stakeholders', capTable.issuer_id)} size="sm">
                  All stakeholders
                </Anchor>
                <CsvButton params={params} table="stakeholders" label="Stakeholders CSV" />
              </Group>
            }
          >
            <TopStakeholders params={params} definition={definition} />
          </Section>
        </>
      )}
    </Stack>
  );
}
