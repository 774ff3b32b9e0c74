import { Alert, Button, Center, Group, Image, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertCircle, IconDownload, IconFileOff } from '@tabler/icons-react';
import type { PreviewKind } from './preview-kind.ts';

interface FilePreviewBodyProps {
  kind: PreviewKind;
  url: string | null;
  name: string;
  loading: boolean;
  error: string | null;
  onDownload: () => void;
}

const FRAME_HEIGHT = 'min(70vh, 900px)';

export function FilePreviewBody({ kind, url, name, loading, error, onDownload }: FilePreviewBodyProps) {
  if (error) {
    return (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
        {error}
      </Alert>
    );
  }
  if (loading || (kind !== 'none' && !url)) {
    return (
      <Center h={240} role="status">
        <Group gap="xs">
          <Loader size="sm" />
          <Text c="dimmed">Loading...</Text>
        </Group>
      </Center>
    );
  }
  if (kind === 'image' && url) {
    return <Image src={url} alt={name} fit="contain" mah="70vh" w="100%" />;
  }
  if (kind === 'pdf' && url) {
    // The full PDF viewer (spec 2, /pdf/web/viewer.html) replaces this frame in a later issue.
    return <iframe src={url} title={`Preview of ${name}`} style={{ width: '100%', height: FRAME_HEIGHT, border: 0 }} />;
  }
  return (
    <Center py="xl">
      <Stack align="center" gap="sm">
        <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
          <IconFileOff size={30} />
        </ThemeIcon>
        <Text fw={600}>No preview available</Text>
        <Text size="sm" c="dimmed" ta="center">
          This file type cannot be shown here. Download it to open it on your device.
        </Text>
        <Button leftSection={<IconDownload size={16} aria-hidden />} onClick={onDownload}>
          Download
        </Button>
      </Stack>
    </Center>
  );
}
