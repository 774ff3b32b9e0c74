import { Group, SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import {
  DOCUMENT_LAYOUTS,
  type DocumentItem,
  type DocumentLayout,
  DocumentList,
  documentTitle,
} from '#web/components/kit/document-list/index.ts';
import { EsignDialog } from '#web/components/kit/esign-dialog/index.ts';
import { FilePreviewModal, type PreviewFile } from '#web/components/kit/file-preview/index.ts';
import { samplePdf } from './sample-files.ts';
import { SAMPLE_DOCUMENTS } from './sample-documents.ts';

const LAYOUT_LABELS: Record<DocumentLayout, string> = { card: 'Cards', table: 'Table', tree: 'Tree' };

function previewOf(doc: DocumentItem, signed: boolean): PreviewFile {
  const title = `${doc.document_name ?? doc.document_type ?? 'Document'}${signed ? ' (signed)' : ''}`;
  const blob = samplePdf(title.replace(/\.pdf/i, ''));
  return { name: title.endsWith('.pdf') ? title : `${title}.pdf`, blob, size: blob.size, type: blob.type };
}

export function DocumentListExample() {
  const [layout, setLayout] = useState<DocumentLayout>('card');
  const [hideType, setHideType] = useState(false);
  const [preview, setPreview] = useState<PreviewFile | null>(null);
  const [previewOpen, setPreviewOpen] = useState(false);
  const [signing, setSigning] = useState<DocumentItem | null>(null);
  const [signOpen, setSignOpen] = useState(false);
  const show = (doc: DocumentItem, signed: boolean) => {
    setPreview(previewOf(doc, signed));
    setPreviewOpen(true);
  };
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <SegmentedControl
          aria-label="Layout"
          value={layout}
          onChange={(value) => setLayout(value as DocumentLayout)}
          data={DOCUMENT_LAYOUTS.map((value) => ({ value, label: LAYOUT_LABELS[value] }))}
        />
        <Switch
          label="First tab (hide type)"
          checked={hideType}
          onChange={(e) => setHideType(e.currentTarget.checked)}
        />
      </Group>
      <Text size="sm" c="dimmed">
        Sign shows while a signature is required and nothing is signed; View Signed once a signed copy exists; the last
        two are fiduciary documents, which follow their own View rule.
      </Text>
      <DocumentList
        documents={SAMPLE_DOCUMENTS}
        layout={layout}
        label="My documents"
        hideType={hideType}
        onView={(doc) => show(doc, false)}
        onViewSigned={(doc) => show(doc, true)}
        onSign={(doc) => {
          setSigning(doc);
          setSignOpen(true);
        }}
      />
      <FilePreviewModal opened={previewOpen} file={preview} onClose={() => setPreviewOpen(false)} />
      <EsignDialog
        opened={signOpen}
        onClose={() => setSignOpen(false)}
        documentName={signing ? (signing.document_name ?? documentTitle(signing)) : ''}
        onSign={async () => {
          await new Promise((resolve) => setTimeout(resolve, 700));
          setSignOpen(false);
        }}
      />
    </Stack>
  );
}
