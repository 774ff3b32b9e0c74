import { INTEREST_ORDERINGS, type Interest } from '@dl/contracts';
import { INTEREST_FUNNEL_LABELS, INTEREST_FUNNEL_STEPS, type InterestFunnelStep } from '@dl/domain';
import { Alert, Group, NativeSelect, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertCircle, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { DataTable, type TableQuery } from '#web/components/kit/data-table/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { useOpportunityInterest } from '../api/interest.ts';
import { INTEREST_TEXTS } from '../lib/labels.ts';
import { InterestFunnel } from './interest-funnel.tsx';
import { investorColumns } from './investor-columns.tsx';

const STEP_CHOICES = [
  { value: '', label: 'Any step' },
  ...INTEREST_FUNNEL_STEPS.map((step) => ({ value: step, label: INTEREST_FUNNEL_LABELS[step] })),
];

type Ordering = (typeof INTEREST_ORDERINGS)[number];
const isOrdering = (value: string | null | undefined): value is Ordering =>
  (INTEREST_ORDERINGS as readonly (string | null | undefined)[]).includes(value);

export interface InvestorsPanelProps {
  fidId: string;
  opportunityId: string;
  /** The countersign screen for this opportunity's NDAs, or null when the caller may not countersign. */
  countersignHref: string | null;
}

function emptyText(answer: Interest | undefined, filtered: boolean): string {
  if (filtered) return INTEREST_TEXTS.noMatch;
  return answer && answer.funnel.viewed > 0 ? INTEREST_TEXTS.noMatch : INTEREST_TEXTS.noInvestor;
}

/** The opportunity's investors: the funnel, then each investing entity with its states, filtered and paged. */
export function InvestorsPanel({ fidId, opportunityId, countersignHref }: InvestorsPanelProps) {
  const [step, setStep] = useState<InterestFunnelStep | ''>('');
  const [name, setName] = useState('');
  const [debouncedName] = useDebouncedValue(name.trim(), 500);
  const [table, setTable] = useState<TableQuery>({ page: 1, limit: 10, ordering: null });
  const interest = useOpportunityInterest(fidId, opportunityId, {
    page: table.page,
    limit: table.limit,
    ...(isOrdering(table.ordering) ? { ordering: table.ordering } : {}),
    ...(step ? { step } : {}),
    ...(debouncedName ? { name: debouncedName } : {}),
  });
  if (interest.isError)
    return (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
        {errorText(interest.error, INTEREST_TEXTS.loadFailed)}
      </Alert>
    );
  const answer = interest.data;
  return (
    <Stack gap="lg">
      {answer ? <InterestFunnel funnel={answer.funnel} /> : null}
      <Stack gap="sm" component="section" aria-labelledby="interest-investors-title">
        <Title order={2} size="h4" id="interest-investors-title">
          Investors
        </Title>
        <Group gap="sm" align="flex-end">
          <NativeSelect
            label="Furthest step"
            value={step}
            data={STEP_CHOICES}
            onChange={(e) => {
              setStep(e.currentTarget.value as InterestFunnelStep | '');
              setTable((q) => ({ ...q, page: 1 }));
            }}
            w={{ base: '100%', sm: 220 }}
          />
          <TextInput
            label="Investor name"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={name}
            onChange={(e) => {
              setName(e.currentTarget.value);
              setTable((q) => ({ ...q, page: 1 }));
            }}
            w={{ base: '100%', sm: 260 }}
          />
        </Group>
        <DataTable
          caption="Investors"
          columns={investorColumns(countersignHref)}
          rows={answer?.results ?? []}
          total={answer?.count ?? 0}
          getRowKey={(i) => i.entity.id}
          query={table}
          onQueryChange={setTable}
          loading={interest.isFetching}
          emptyText={emptyText(answer, Boolean(step || debouncedName))}
          minWidth={900}
        />
      </Stack>
    </Stack>
  );
}
