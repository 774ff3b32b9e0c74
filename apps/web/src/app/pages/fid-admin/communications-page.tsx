import { Stack, Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageHeader } from '#web/components/shell/page-header.tsx';
import { AnswerList } from '#web/features/communications/components/answer-list.tsx';
import { MeetingDesk } from '#web/features/meetings/components/meeting-desk.tsx';
import { useCan } from '#web/lib/permissions.ts';
import { useFidId } from '../deal-flow/use-fid-id.ts';

/**
 * `/fid-admin/communications` (the Communication route): Investor Communication holds the questions
 * with no response, My Communications (`?tab=1`, where the popup's tab links) those answered, and
 * Meeting Requests (`?tab=meetings`) the investors' requests to meet, accepted or declined here.
 */
const TABS = ['0', '1', 'meetings'];

export function CommunicationsPage() {
  const fidId = useFidId();
  const [params, setParams] = useSearchParams();
  const tab = TABS.includes(params.get('tab') ?? '') ? (params.get('tab') as string) : '0';
  const canAnswer = useCan('qna.answer_tenant');
  const canAnswerMeetings = useCan('meetings.respond_tenant');
  const highlightId = params.get('id');
  return (
    <Stack gap="md">
      <PageHeader
        title="Investor Communication"
        subtitle="Questions from investors about your opportunities, your answers, and requests to meet."
      />
      <Tabs value={tab} onChange={(next) => next && setParams({ tab: next }, { replace: true })} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="0">Investor Communication</Tabs.Tab>
          <Tabs.Tab value="1">My Communications</Tabs.Tab>
          <Tabs.Tab value="meetings">Meeting Requests</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="0">
          <AnswerList fidId={fidId} answered={false} canAnswer={canAnswer} highlightId={highlightId} />
        </Tabs.Panel>
        <Tabs.Panel value="1">
          <AnswerList fidId={fidId} answered canAnswer={canAnswer} highlightId={highlightId} />
        </Tabs.Panel>
        <Tabs.Panel value="meetings">
          <MeetingDesk fidId={fidId} canAnswer={canAnswerMeetings} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

export { CommunicationsPage as Component };
