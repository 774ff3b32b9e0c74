import { ActionIcon, Alert, Anchor, Box, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconDownload, IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { viewerFilePath, viewerMode } from '../lib/viewer-source.ts';
import { FILE_LOAD_FAILED, PdfPages } from './pdf-pages.tsx';

const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2] as const;

/**
 * Spec 2 "embedded PDF viewer page" /digital-locker/pdf/web/viewer.html?file=&mode=: the file query is
 * a short-lived signed link (no access token ever travels in the address), mode is view or fill-form.
 */
export function PdfViewerPage() {
  const [params] = useSearchParams();
  const file = useMemo(() => viewerFilePath(params.get('file')), [params]);
  const mode = viewerMode(params.get('mode'));
  const name = params.get('name') ?? 'Document';
  const [zoomIndex, setZoomIndex] = useState(2);
  const [pageCount, setPageCount] = useState(0);
  const zoom = ZOOM_STEPS[zoomIndex] ?? 1;

  return (
    <Stack gap="sm" p={{ base: 'xs', sm: 'md' }} mih="100vh" bg="gray.0" component="main">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Box miw={0}>
          <Title order={1} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Title>
          <Text size="xs" c="dimmed">
            {pageCount > 0 ? `${pageCount} page${pageCount === 1 ? '' : 's'}` : ' '}
          </Text>
        </Box>
        {file && (
          <Group gap="xs" wrap="nowrap">
            <ActionIcon
              variant="default"
              size="lg"
              aria-label="Zoom out"
              disabled={zoomIndex === 0}
              onClick={() => setZoomIndex((i) => Math.max(0, i - 1))}
            >
              <IconZoomOut size={18} aria-hidden />
            </ActionIcon>
            <Text size="sm" w={48} ta="center" aria-live="polite">
              {Math.round(zoom * 100)}%
            </Text>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label="Zoom in"
              disabled={zoomIndex === ZOOM_STEPS.length - 1}
              onClick={() => setZoomIndex((i) => Math.min(ZOOM_STEPS.length - 1, i + 1))}
            >
              <IconZoomIn size={18} aria-hidden />
            </ActionIcon>
            <Anchor href={file} download size="sm" aria-label="Download">
              <IconDownload size={20} aria-hidden />
            </Anchor>
          </Group>
        )}
      </Group>
      {file ? (
        <PdfPages
          file={file}
          label={name}
          zoom={zoom}
          renderForms={mode === 'fill-form'}
          onPageCount={setPageCount}
          height="calc(100vh - 100px)"
        />
      ) : (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          {FILE_LOAD_FAILED}
        </Alert>
      )}
    </Stack>
  );
}
