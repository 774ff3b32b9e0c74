import { DIGITIZATION_LABELS, type IssuerDocument, type IssuerDocumentClass } from '@dl/contracts';
import { formatFileSize } from '@dl/domain';
import { Badge, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { SignatureAreaForm } from './signature-area-form.tsx';
import { UploadFileButton } from './upload-file-button.tsx';

const STATUS_COLORS = { CREATED: 'gray.7', PENDING_DIGITIZATION: 'orange.9', DIGITIZED: 'teal.9' } as const;

export interface TemplateCardProps {
  title: string;
  docClass: Extract<IssuerDocumentClass, 'NDA' | 'DEAL'>;
  doc: IssuerDocument | null;
  canWrite: boolean;
  upload: (file: File, onProgress: (percent: number) => void, signal: AbortSignal) => Promise<unknown>;
  placeArea: (docId: string, area: NonNullable<IssuerDocument['signature_area']>) => Promise<unknown>;
  onChanged: () => void;
}

function Fields({ doc }: { doc: IssuerDocument }) {
  if (doc.fields.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        Detected fields ({doc.fields.length})
      </Text>
      <List size="sm" spacing={2}>
        {doc.fields.map((field) => (
          <List.Item key={field.name}>
            {field.label} · {field.type === 'checkbox' ? 'Check box' : 'Text'}
            {field.required ? ' · Required' : ''}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

/** The NDA template or subscription agreement: its digitization, fields, signature area and upload. */
export function TemplateCard({ title, doc, canWrite, upload, placeArea, onChanged }: TemplateCardProps) {
  const waitsForArea = doc?.digitization_status === 'PENDING_DIGITIZATION' && doc.fields.length === 0;
  return (
    <Card withBorder padding="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h4">
            {title}
          </Title>
          {doc ? (
            <Badge variant="dot" color={STATUS_COLORS[doc.digitization_status]}>
              {DIGITIZATION_LABELS[doc.digitization_status]}
            </Badge>
          ) : null}
        </Group>
        {doc ? (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {doc.file.name} · {formatFileSize(doc.file.size)} · Version {doc.version}
            {doc.versions_count > 1 ? ` of ${doc.versions_count}` : ''}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            No {title.toLowerCase()} yet. Upload a PDF; its form fields are read and listed here.
          </Text>
        )}
        {doc?.digitization_status === 'CREATED' ? (
          <Text size="sm" c="dimmed" role="status">
            Reading the form fields...
          </Text>
        ) : null}
        {doc ? <Fields doc={doc} /> : null}
        {doc?.signature_area ? (
          <Text size="sm">
            Signature area: page {doc.signature_area.page}, {doc.signature_area.width} x {doc.signature_area.height}{' '}
            points at ({doc.signature_area.x}, {doc.signature_area.y})
          </Text>
        ) : null}
        {doc && waitsForArea && canWrite ? (
          <SignatureAreaForm initial={doc.signature_area} onSave={(area) => placeArea(doc.id, area)} />
        ) : null}
        {doc && waitsForArea && !canWrite ? (
          <Text size="sm" c="dimmed">
            Waiting for the signature area to be placed.
          </Text>
        ) : null}
        {canWrite ? (
          <UploadFileButton
            label={doc ? 'Replace with a new version' : `Upload ${title.toLowerCase()}`}
            group="pdf"
            upload={upload}
            onDone={onChanged}
          />
        ) : null}
      </Stack>
    </Card>
  );
}
