import { formatFileSize } from '@dl/domain';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import { CLOSE_ICON_PROPS, DIALOG_WIDTH, SMALL_SCREEN_QUERY } from '../shared/dialog-sizes.ts';
import { downloadFile } from './download-file.ts';
import { FilePreviewBody } from './file-preview-body.tsx';
import { previewKind } from './preview-kind.ts';
import { useObjectUrl } from './use-object-url.ts';

export interface PreviewFile {
  name: string;
  size?: number | null;
  /** MIME type; the name's extension is used when it is missing. */
  type?: string | null;
  /** The content itself... */
  blob?: Blob | null;
  /** ...or an address it can be shown from (e.g. a signed URL). */
  url?: string | null;
}

export interface FilePreviewModalProps {
  opened: boolean;
  onClose: () => void;
  file: PreviewFile | null;
  loading?: boolean;
  /** E.g. 'Failed to load file' (spec 8). */
  error?: string | null;
  /** Replaces the default download of the blob or address. */
  onDownload?: (file: PreviewFile) => void;
}

/** Spec 2 "File preview modal": an image, a PDF, or a prompt to download. */
export function FilePreviewModal({
  opened,
  onClose,
  file,
  loading = false,
  error = null,
  onDownload,
}: FilePreviewModalProps) {
  const isSmall = useMediaQuery(SMALL_SCREEN_QUERY) ?? false;
  const blobUrl = useObjectUrl(opened ? file?.blob : null);
  const url = blobUrl ?? file?.url ?? null;
  const name = file?.name ?? 'File';
  const kind = previewKind(file?.type ?? file?.blob?.type, name);
  const download = () => {
    if (!file) return;
    if (onDownload) onDownload(file);
    else if (url) downloadFile(url, name);
  };
  const canDownload = Boolean(file && (onDownload || url));

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={name}
      styles={{ title: { fontWeight: 600, overflowWrap: 'anywhere' } }}
      size={DIALOG_WIDTH.wide}
      fullScreen={isSmall}
      closeButtonProps={CLOSE_ICON_PROPS}
    >
      <Stack>
        {file?.size != null && (
          <Text size="sm" c="dimmed">
            {formatFileSize(file.size)}
          </Text>
        )}
        <FilePreviewBody kind={kind} url={url} name={name} loading={loading} error={error} onDownload={download} />
        <Group justify="flex-end">
          {kind !== 'none' && (
            <Button
              variant="light"
              leftSection={<IconDownload size={16} aria-hidden />}
              onClick={download}
              disabled={!canDownload}
            >
              Download
            </Button>
          )}
          <Button variant="default" onClick={onClose} data-autofocus>
            Close
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
