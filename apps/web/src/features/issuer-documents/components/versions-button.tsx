import { formatFileSize } from '@dl/domain';
import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { downloadFile } from '#web/components/kit/file-preview/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { readVersionFile, useDocumentVersions } from '../api/issuer-documents.ts';

export interface VersionsButtonProps {
  fidId: string;
  opportunityId: string;
  docId: string;
  name: string;
  count: number;
}

/** Every version of a file, newest first, each downloadable (the old ones are kept). */
export function VersionsButton({ fidId, opportunityId, docId, name, count }: VersionsButtonProps) {
  const [opened, setOpened] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const versions = useDocumentVersions(fidId, opportunityId, opened ? docId : null);
  const download = async (versionId: string, fileName: string) => {
    setFailure(null);
    try {
      const blob = await readVersionFile(fidId, opportunityId, docId, versionId);
      const url = URL.createObjectURL(blob);
      downloadFile(url, fileName);
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    } catch (error) {
      setFailure(errorText(error, 'Failed to load file'));
    }
  };
  return (
    <>
      <Button variant="subtle" size="compact-sm" onClick={() => setOpened(true)} aria-label={`Versions of ${name}`}>
        Versions ({count})
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={`Versions of ${name}`} size="lg">
        {versions.isPending ? <Loader size="sm" aria-label="Loading versions" /> : null}
        {versions.isError ? <Text c="red.8">{errorText(versions.error, 'Failed to load versions')}</Text> : null}
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {versions.data?.results.map((v) => (
            <Group key={v.id} component="li" justify="space-between" wrap="wrap" gap="xs">
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                Version {v.version}
                {v.current ? ' (current)' : ''} · {v.file.name} · {formatFileSize(v.file.size)} ·{' '}
                {new Date(v.created_on).toLocaleDateString('en-US')}
                {v.uploaded_by ? ` · ${v.uploaded_by.name}` : ''}
              </Text>
              <Button
                size="compact-sm"
                variant="light"
                leftSection={<IconDownload size={14} aria-hidden />}
                onClick={() => void download(v.id, v.file.name)}
                aria-label={`Download version ${v.version}`}
              >
                Download
              </Button>
            </Group>
          ))}
        </Stack>
        {failure ? (
          <Text size="sm" c="red.8" role="alert">
            {failure}
          </Text>
        ) : null}
      </Modal>
    </>
  );
}
