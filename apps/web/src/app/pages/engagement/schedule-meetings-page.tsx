import { meetingIcsRoute } from '@dl/contracts';
import { PAGE_SIZE_ALL } from '@dl/domain';
import { Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageHeader } from '#web/components/shell/page-header.tsx';
import { MeetingList } from '#web/features/meetings/components/meeting-list.tsx';
import { MeetingRequestForm } from '#web/features/meetings/components/meeting-request-form.tsx';
import { useOpportunityList } from '#web/features/opportunities/api/list-opportunities.ts';
import { useFidId } from '../deal-flow/use-fid-id.ts';
import { useCan } from '#web/lib/permissions.ts';
import { downloadIcs } from './download-ics.ts';

/** `communicate/schedule-meetings`: request a meeting with an issuer; follow my requests. */
export function ScheduleMeetingsPage() {
  const fidId = useFidId();
  const canAct = useCan('investor.act');
  const [params] = useSearchParams();
  const opportunities = useOpportunityList(fidId, { page: 1, limit: PAGE_SIZE_ALL, ordering: 'name' });
  const options = (opportunities.data?.results ?? []).map(({ opportunity: o }) => ({ value: o.opp_id, label: o.name }));
  return (
    <Stack gap="lg">
      <PageHeader title="Schedule Meetings" subtitle="Meet the issuer of an opportunity." />
      {canAct && (
        <MeetingRequestForm fidId={fidId} opportunities={options} loadingOpportunities={opportunities.isPending} />
      )}
      <MeetingList
        fidId={fidId}
        canAct={canAct}
        onDownloadIcs={(m) => downloadIcs(meetingIcsRoute, { fidId, id: m.id }, `meeting-${m.id}.ics`)}
        highlightId={params.get('id')}
      />
    </Stack>
  );
}

export { ScheduleMeetingsPage as Component };
