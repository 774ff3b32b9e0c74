import { PAGE_SIZE_ALL } from '@dl/domain';
import { Group, Select, Stack, Tabs, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '#web/components/shell/page-header.tsx';
import { CommunicationList } from '#web/features/communications/components/communication-list.tsx';
import { useOpportunityList } from '#web/features/opportunities/api/list-opportunities.ts';
import { hrefFor } from '#web/lib/named-routes.ts';
import { useCan } from '#web/lib/permissions.ts';
import { useFidId } from '../deal-flow/use-fid-id.ts';
import { AskQuestionForm } from './ask-question-form.tsx';

/** Tabs of the page; `?tab=1` (a QUESTION_ANSWERED notification, the popup) opens the answered ones. */
const TABS = [
  { value: '0', label: 'All', hasResponse: null },
  { value: '1', label: 'Answered', hasResponse: true },
  { value: '2', label: 'Awaiting answer', hasResponse: false },
] as const;

/** `communicate`: 'Ask questions regarding the Opportunities' (spec 2): every question of my entity. */
export function CommunicatePage() {
  const fidId = useFidId();
  const canAct = useCan('investor.act');
  const [params, setParams] = useSearchParams();
  const tab = TABS.find((t) => t.value === params.get('tab')) ?? TABS[0];
  const [search, setSearch] = useState('');
  // An empty `?opportunity=` is no filter: never an empty id in a request.
  const [opportunityId, setOpportunityId] = useState<string | null>(params.get('opportunity') || null);
  const opportunities = useOpportunityList(fidId, { page: 1, limit: PAGE_SIZE_ALL, ordering: 'name' });
  const options = (opportunities.data?.results ?? []).map(({ opportunity: o }) => ({ value: o.opp_id, label: o.name }));

  const setTab = (value: string | null) => {
    const next = new URLSearchParams(params);
    next.delete('id');
    if (!value || value === '0') next.delete('tab');
    else next.set('tab', value);
    setParams(next, { replace: true });
  };

  return (
    <Stack gap="lg">
      <PageHeader title="Ask questions regarding the Opportunities" />
      {canAct && (
        <AskQuestionForm
          fidId={fidId}
          opportunities={options}
          loadingOpportunities={opportunities.isPending}
          onAsked={() => setTab('2')}
        />
      )}
      <Tabs value={tab.value} onChange={setTab}>
        <Tabs.List aria-label="Questions">
          {TABS.map((t) => (
            <Tabs.Tab key={t.value} value={t.value}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <CommunicationList
        fidId={fidId}
        filters={{ search, opportunityId, hasResponse: tab.hasResponse }}
        opportunityHref={(id) => hrefFor('OpportunityDetail', { id })}
        highlightId={params.get('id')}
        toolbar={
          <Group gap="sm" align="flex-end" wrap="wrap">
            <TextInput
              label="Search"
              placeholder="Search questions and answers"
              leftSection={<IconSearch size={16} aria-hidden />}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              w={{ base: '100%', sm: 280 }}
            />
            <Select
              label="Opportunity"
              placeholder="All opportunities"
              data={options}
              value={opportunityId}
              onChange={(value) => setOpportunityId(value || null)}
              clearable
              searchable
              w={{ base: '100%', sm: 280 }}
            />
          </Group>
        }
      />
    </Stack>
  );
}

export { CommunicatePage as Component };
