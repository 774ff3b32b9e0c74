import type { DealDocument } from '@dl/contracts';
import { formatDate } from '@dl/domain';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconEye, IconFileCheck } from '@tabler/icons-react';

const CLASS_TEXT = { NDA: 'NDA', DEAL: 'Subscription agreement' } as const;

export interface DealDocumentsProps {
  documents: readonly DealDocument[];
  /** Opens the document (`signed`: its latest signed copy) in the PDF viewer. */
  onOpen: (document: DealDocument, signed: boolean) => void;
}

/** The NDA and the subscription with View and View Signed (spec 2 "Document list item"). */
export function DealDocuments({ documents, onOpen }: DealDocumentsProps) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Documents
        </Title>
        {documents.map((doc) => (
          <Group key={doc.doc_class} justify="space-between" wrap="wrap" gap="xs">
            <div style={{ minWidth: 0 }}>
              <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {doc.name}
              </Text>
              <Text size="xs" c="dimmed">
                {CLASS_TEXT[doc.doc_class]}
                {doc.signed_on ? ` · signed ${formatDate(doc.signed_on)}` : ' · not signed yet'}
              </Text>
            </div>
            <Group gap="xs">
              {doc.file_id && (
                <Button
                  variant="default"
                  size="xs"
                  leftSection={<IconEye size={14} aria-hidden />}
                  onClick={() => onOpen(doc, false)}
                  aria-label={`View ${CLASS_TEXT[doc.doc_class]}`}
                >
                  View
                </Button>
              )}
              {doc.signed_file_id && (
                <Button
                  variant="default"
                  size="xs"
                  leftSection={<IconFileCheck size={14} aria-hidden />}
                  onClick={() => onOpen(doc, true)}
                  aria-label={`View Signed ${CLASS_TEXT[doc.doc_class]}`}
                >
                  View Signed
                </Button>
              )}
            </Group>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
