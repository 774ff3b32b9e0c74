import { Paper, Select, SimpleGrid, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useDataRoom } from '#web/features/data-room/api/data-room.ts';
import { useCreateQna } from '#web/features/communications/api/create-qna.ts';
import { CommunicationComposer } from '#web/features/communications/components/communication-composer.tsx';
import { QNA_TEXTS } from '#web/features/communications/lib/texts.ts';
import { useOpportunity } from '#web/features/opportunities/api/get-opportunity.ts';
import { errorText } from '#web/lib/api-error.ts';
import { useSnackbar } from '#web/lib/snackbar.ts';

export interface AskQuestionFormProps {
  fidId: string;
  opportunities: { value: string; label: string }[];
  loadingOpportunities: boolean;
  /** The created question's opportunity, so the list can show it. */
  onAsked: (opportunityId: string) => void;
}

/** New question: the opportunity, optionally one of its documents (NDA, deal, data room), the text. */
export function AskQuestionForm({ fidId, opportunities, loadingOpportunities, onAsked }: AskQuestionFormProps) {
  const [opportunityId, setOpportunityId] = useState<string | null>(null);
  const [documentId, setDocumentId] = useState<string | null>(null);
  const create = useCreateQna(fidId);
  const snackbar = useSnackbar();
  const detail = useOpportunity(fidId, opportunityId);
  const chosen = opportunityId ? detail.data : undefined;
  // Asked only for a chosen opportunity whose data room is open: never with an empty id.
  const dataRoom = useDataRoom(
    fidId,
    opportunityId ?? '',
    Boolean(opportunityId && chosen?.opp_id === opportunityId && chosen.investor_state.data_room_open),
  );
  const documents = [
    ...(chosen?.documents.nda ? [{ value: chosen.documents.nda.id, label: chosen.documents.nda.name }] : []),
    ...(chosen?.documents.deal ? [{ value: chosen.documents.deal.id, label: chosen.documents.deal.name }] : []),
    ...(chosen?.investor_state.data_room_open
      ? (dataRoom.data?.results ?? []).map((d) => ({ value: d.doc_id, label: d.document_name }))
      : []),
  ];

  const submit = async (request: string) => {
    if (!opportunityId) return false;
    try {
      await create.mutateAsync({
        opportunity_id: opportunityId,
        request,
        ...(documentId ? { document_id: documentId, document_type: 'OPPORTUNITY_DOCUMENT' as const } : {}),
      });
      onAsked(opportunityId);
      return true;
    } catch (error) {
      void snackbar.error(errorText(error, QNA_TEXTS.createFailed));
      return false;
    }
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="ask-question-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="ask-question-heading">
          Ask a question
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label="Opportunity"
            placeholder={loadingOpportunities ? 'Loading…' : 'Choose an opportunity'}
            data={opportunities}
            value={opportunityId}
            onChange={(value) => {
              setOpportunityId(value || null);
              setDocumentId(null);
            }}
            searchable
            required
            nothingFoundMessage="No opportunities"
          />
          <Select
            label="Document (optional)"
            placeholder={opportunityId ? 'Any document of the opportunity' : 'Choose an opportunity first'}
            data={documents}
            value={documentId}
            onChange={setDocumentId}
            clearable
            disabled={!opportunityId || documents.length === 0}
          />
        </SimpleGrid>
        <CommunicationComposer onSubmit={submit} busy={create.isPending} disabled={!opportunityId} />
      </Stack>
    </Paper>
  );
}
