import { SegmentedControl, Stack } from '@mantine/core';
import { useState } from 'react';
import { AnswerList } from '#web/features/communications/components/answer-list.tsx';

const VIEWS = [
  { value: 'open', label: 'Waiting for an answer' },
  { value: 'answered', label: 'Answered' },
];

export interface IssuerQuestionsProps {
  fidId: string;
  /** Whether the caller answers, edits answers and publishes (qna.answer_issuer); viewers read only. */
  canAnswer: boolean;
  /** Only this opportunity's questions (its Questions tab). */
  opportunityId?: string;
}

/**
 * The company's questions from investors (issue 16 point 6), those waiting first: answered in place,
 * an answer edited, an answered question published to every investor of the opportunity.
 */
export function IssuerQuestions({ fidId, canAnswer, opportunityId }: IssuerQuestionsProps) {
  const [view, setView] = useState('open');
  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label="Show questions"
        value={view}
        onChange={setView}
        data={VIEWS}
        style={{ alignSelf: 'flex-start', maxWidth: '100%' }}
      />
      <AnswerList
        key={view}
        fidId={fidId}
        scope="tenant"
        answered={view === 'answered'}
        canAnswer={canAnswer}
        canPublish={canAnswer}
        opportunityId={opportunityId}
      />
    </Stack>
  );
}
