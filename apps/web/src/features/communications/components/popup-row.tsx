import type { QnaItem } from '@dl/contracts';
import { Button, Stack, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorText } from '#web/lib/api-error.ts';
import { useSnackbar } from '#web/lib/snackbar.ts';
import { useAnswerQna } from '../api/answer-qna.ts';
import { QNA_TEXTS } from '../lib/texts.ts';
import { CommunicationComposer } from './communication-composer.tsx';

const ROW_STYLE = { borderBottom: '1px solid var(--mantine-color-gray-2)', display: 'block' } as const;

export interface PopupRowProps {
  item: QnaItem;
  /** Where the row leads (the Communication route), or null when it only informs. */
  href: string | null;
  onClose: () => void;
  /** The fund admin answers an open question right here (fid-admin/QnA). */
  answerFidId?: string;
}

/** One item of the communication popup: opportunity, asker, question and answer, clamped. */
export function PopupRow({ item, href, onClose, answerFidId }: PopupRowProps) {
  const body = (
    <Stack gap={2} p="xs">
      <Text size="xs" c="dimmed" lineClamp={1}>
        {item.opportunity_name} · {item.requestor_name}
      </Text>
      <Text size="sm" fw={500} lineClamp={2}>
        {item.request}
      </Text>
      {item.response && (
        <Text size="xs" c="dimmed" lineClamp={2}>
          {item.response}
        </Text>
      )}
    </Stack>
  );
  if (href) {
    return (
      <UnstyledButton component={Link} to={href} onClick={onClose} style={ROW_STYLE}>
        {body}
      </UnstyledButton>
    );
  }
  return (
    <div style={ROW_STYLE}>
      {body}
      {answerFidId && <AnswerBox fidId={answerFidId} item={item} />}
    </div>
  );
}

function AnswerBox({ fidId, item }: { fidId: string; item: QnaItem }) {
  const [open, setOpen] = useState(false);
  const answer = useAnswerQna(fidId, 'fid-admin');
  const snackbar = useSnackbar();
  if (!open) {
    return (
      <Button variant="subtle" size="compact-xs" mx="xs" mb="xs" onClick={() => setOpen(true)}>
        Answer
      </Button>
    );
  }
  return (
    <Stack px="xs" pb="xs">
      <CommunicationComposer
        label={`Answer to ${item.requestor_name}`}
        placeholder="Enter your answer..."
        submitLabel="Send answer"
        busy={answer.isPending}
        onCancel={() => setOpen(false)}
        onSubmit={async (response) => {
          try {
            await answer.mutateAsync({ item, response });
            return true;
          } catch (error) {
            void snackbar.error(errorText(error, QNA_TEXTS.updateFailed));
            return false;
          }
        }}
      />
    </Stack>
  );
}
