import { Alert, Button, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { useCallback } from 'react';
import { errorText } from '#web/lib/api-error.ts';
import {
  loadCategorySuggestions,
  uploadDocumentVersion,
  uploadIssuerDocument,
  useDeleteDocument,
  useInvalidateDocuments,
  useIssuerDocuments,
  usePlaceSignatureArea,
} from '../api/issuer-documents.ts';
import { useFidId } from '../lib/use-fid-id.ts';
import { DataRoomSection } from './data-room-section.tsx';
import { TemplateCard } from './template-card.tsx';

export interface OpportunityDocumentsPanelProps {
  opportunityId: string;
  issuerId: string;
  /** The caller may upload and change documents (issuer_opportunities.write) and the opportunity is a draft. */
  canWrite: boolean;
}

/**
 * An opportunity's NDA and subscription templates and its data room (issue 16 point 4). What may be
 * changed comes from the server's answer (templates in a draft, the data room until Closed) and the
 * caller's role (`canWrite` is only a first hint while it loads).
 */
export function OpportunityDocumentsPanel({ opportunityId }: OpportunityDocumentsPanelProps) {
  const fidId = useFidId();
  const documents = useIssuerDocuments(fidId, opportunityId);
  const invalidate = useInvalidateDocuments();
  const place = usePlaceSignatureArea(fidId, opportunityId);
  const remove = useDeleteDocument(fidId, opportunityId);
  const loadSuggestions = useCallback(
    (path: string[]) => loadCategorySuggestions(fidId, opportunityId, path),
    [fidId, opportunityId],
  );

  if (documents.isPending) return <Loader aria-label="Loading documents" />;
  if (documents.isError) {
    return (
      <Alert color="red" title="The documents did not load">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{errorText(documents.error, 'Something went wrong.')}</Text>
          <Button size="xs" variant="light" onClick={() => void documents.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
  const data = documents.data;
  const template = (docClass: 'NDA' | 'DEAL') => (file: File, onProgress: (p: number) => void, signal: AbortSignal) =>
    uploadIssuerDocument(fidId, opportunityId, { docClass, file, onProgress, signal });
  const changed = () => void invalidate();
  return (
    <Stack gap="xl">
      {!data.can_write_templates && data.can_write_data_room ? (
        <Text size="sm" c="dimmed">
          The NDA and subscription templates change only while the opportunity is a draft; the data room can still
          change.
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <TemplateCard
          title="NDA template"
          docClass="NDA"
          doc={data.nda}
          canWrite={data.can_write_templates}
          upload={template('NDA')}
          placeArea={(docId, area) => place.mutateAsync({ docId, area })}
          onChanged={changed}
        />
        <TemplateCard
          title="Subscription agreement"
          docClass="DEAL"
          doc={data.subscription}
          canWrite={data.can_write_templates}
          upload={template('DEAL')}
          placeArea={(docId, area) => place.mutateAsync({ docId, area })}
          onChanged={changed}
        />
      </SimpleGrid>
      <DataRoomSection
        fidId={fidId}
        opportunityId={opportunityId}
        documents={data.data_room.results}
        canWrite={data.can_write_data_room}
        loadSuggestions={loadSuggestions}
        uploadNew={(values, onProgress, signal) =>
          uploadIssuerDocument(fidId, opportunityId, { docClass: 'DATA_ROOM', ...values, onProgress, signal })
        }
        uploadVersion={(docId, file, onProgress, signal) =>
          uploadDocumentVersion(fidId, opportunityId, docId, { file, onProgress, signal })
        }
        remove={(docId) => remove.mutateAsync(docId)}
        onChanged={changed}
      />
    </Stack>
  );
}
