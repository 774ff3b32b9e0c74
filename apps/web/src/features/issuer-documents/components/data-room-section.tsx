import type { IssuerDocument } from '@dl/contracts';
import { Button, Group, SegmentedControl, Stack, Table, Text, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useConfirm } from '#web/components/kit/confirm-dialog/index.ts';
import {
  DOCUMENT_LAYOUTS,
  type DocumentItem,
  type DocumentLayout,
  DocumentList,
} from '#web/components/kit/document-list/index.ts';
import { SideModal } from '#web/components/kit/side-modal/index.ts';
import { DataRoomUploadForm, type DataRoomUploadFormProps } from './data-room-upload-form.tsx';
import { UploadFileButton } from './upload-file-button.tsx';
import { VersionsButton } from './versions-button.tsx';

const LAYOUT_LABELS: Record<DocumentLayout, string> = { tree: 'Tree', card: 'Cards', table: 'Table' };

/** A data-room file as investors' lists show it. */
function asDocumentItem(doc: IssuerDocument): DocumentItem {
  return {
    doc_id: doc.id,
    document_id: doc.file.id,
    document_name: doc.name,
    document_type: doc.file.mime_type,
    modified_on: doc.modified_on,
    description: doc.description,
    category: doc.category,
  };
}

export interface DataRoomSectionProps {
  fidId: string;
  opportunityId: string;
  documents: IssuerDocument[];
  canWrite: boolean;
  loadSuggestions: DataRoomUploadFormProps['loadSuggestions'];
  uploadNew: DataRoomUploadFormProps['upload'];
  uploadVersion: (
    docId: string,
    file: File,
    onProgress: (percent: number) => void,
    signal: AbortSignal,
  ) => Promise<unknown>;
  remove: (docId: string) => Promise<unknown>;
  onChanged: () => void;
}

/** The data room: its files (replace, versions, delete) and a preview in the investors' layouts. */
export function DataRoomSection(props: DataRoomSectionProps) {
  const { documents, canWrite } = props;
  const [adding, setAdding] = useState(false);
  const [layout, setLayout] = useState<DocumentLayout>('tree');
  const { confirm, dialog } = useConfirm();
  const remove = async (doc: IssuerDocument) => {
    const ok = await confirm({
      title: 'Delete file',
      message: `Delete ${doc.name} from the data room? Investors no longer see it.`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (ok) await props.remove(doc.id);
  };
  return (
    <Stack gap="md" component="section" aria-label="Data room">
      <Group justify="space-between" wrap="wrap">
        <Title order={3} size="h4">
          Data room ({documents.length})
        </Title>
        {canWrite ? (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
            Add file
          </Button>
        ) : null}
      </Group>
      {documents.length === 0 ? (
        <Text c="dimmed">No files in the data room yet.</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="xs" aria-label="Data-room files">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Category</Table.Th>
                <Table.Th>Modified</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {documents.map((doc) => (
                <Table.Tr key={doc.id}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{doc.name}</Table.Td>
                  <Table.Td>{doc.category.join(' / ') || '-'}</Table.Td>
                  <Table.Td>{new Date(doc.modified_on).toLocaleDateString('en-US')}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="wrap">
                      <VersionsButton
                        fidId={props.fidId}
                        opportunityId={props.opportunityId}
                        docId={doc.id}
                        name={doc.name}
                        count={doc.versions_count}
                      />
                      {canWrite ? (
                        <>
                          <UploadFileButton
                            label={`Replace ${doc.name}`}
                            group="all_docs"
                            variant="default"
                            upload={(file, onProgress, signal) => props.uploadVersion(doc.id, file, onProgress, signal)}
                            onDone={props.onChanged}
                          />
                          <Button
                            variant="outline"
                            color="red.9"
                            size="compact-sm"
                            leftSection={<IconTrash size={14} aria-hidden />}
                            onClick={() => void remove(doc)}
                            aria-label={`Delete ${doc.name}`}
                          >
                            Delete
                          </Button>
                        </>
                      ) : null}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {documents.length > 0 ? (
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap">
            <Title order={4} size="h5">
              As investors see it
            </Title>
            <SegmentedControl
              aria-label="Preview layout"
              value={layout}
              onChange={(value) => setLayout(value as DocumentLayout)}
              data={DOCUMENT_LAYOUTS.map((value) => ({ value, label: LAYOUT_LABELS[value] }))}
            />
          </Group>
          <DocumentList documents={documents.map(asDocumentItem)} layout={layout} label="Data room preview" hideType />
        </Stack>
      ) : null}
      <SideModal opened={adding} onClose={() => setAdding(false)} title="Add a data-room file">
        <DataRoomUploadForm
          loadSuggestions={props.loadSuggestions}
          upload={props.uploadNew}
          onCancel={() => setAdding(false)}
          onDone={() => {
            setAdding(false);
            props.onChanged();
          }}
        />
      </SideModal>
      {dialog}
    </Stack>
  );
}
