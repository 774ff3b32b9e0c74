import { Alert, Button, Card, FileInput, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconDownload, IconFileZip, IconUpload } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { acceptFor, fileProblem } from '#web/components/inputs/file-upload/index.ts';
import { capTableKey, type CapParams } from '#web/features/captable/core/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { useSnackbar } from '#web/lib/snackbar.ts';
import { downloadOcfPackage } from '../api/holders-api.ts';
import { type ImportReport, importOcfPackage } from '../api/ocf-import.ts';
import { ImportReportView } from './import-report.tsx';

/** Packages up to 50 MB are sent; the server checks the content again. */
const OCF_MAX_BYTES = 50 * 1024 * 1024;

function ExportCard({ params }: { params: CapParams }) {
  const snackbar = useSnackbar();
  const download = useMutation({
    mutationFn: () => downloadOcfPackage(params),
    onError: (error) => void snackbar.error(errorText(error, 'The package could not be downloaded. Please try again.')),
  });
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="xs">
        Export
      </Title>
      <Text size="sm" mb="md">
        The whole cap table as an Open Cap Format 1.2.0 package: a ZIP of the manifest and one file per object type,
        readable by other cap-table tools.
      </Text>
      <Button
        leftSection={<IconDownload size={16} aria-hidden />}
        loading={download.isPending}
        onClick={() => download.mutate()}
      >
        Export OCF package
      </Button>
    </Card>
  );
}

function ImportCard({ params }: { params: CapParams }) {
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const [report, setReport] = useState<ImportReport | null>(null);
  const upload = useMutation({
    mutationFn: (zip: File) => importOcfPackage(params, zip, setProgress),
    onSuccess: (answer) => {
      setReport(answer);
      if (answer.ok) void client.invalidateQueries({ queryKey: capTableKey(params.fidId) });
    },
  });
  const choose = (next: File | null) => {
    setReport(null);
    upload.reset();
    setProgress(0);
    setFile(next);
    setProblem(next ? fileProblem(next, 'zip', { maxBytes: OCF_MAX_BYTES }) : null);
  };
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="xs">
        Import
      </Title>
      <Text size="sm" mb="md">
        Load an Open Cap Format package into this cap table while it is still empty. The package is checked first; it is
        imported whole or not at all.
      </Text>
      <Stack gap="md">
        <FileInput
          label="OCF package (ZIP)"
          placeholder="Choose a ZIP file"
          accept={acceptFor('zip')}
          leftSection={<IconFileZip size={16} aria-hidden />}
          value={file}
          onChange={choose}
          error={problem}
          clearable
          clearButtonProps={{ 'aria-label': 'Remove the chosen file' }}
          w={{ base: '100%', sm: 420 }}
        />
        <Group>
          <Button
            leftSection={<IconUpload size={16} aria-hidden />}
            disabled={!file || problem !== null}
            loading={upload.isPending}
            onClick={() => file && upload.mutate(file)}
          >
            Import
          </Button>
        </Group>
        {upload.isPending && (
          <Stack gap={4}>
            <Text size="sm" id="ocf-progress-label">
              Uploading the package: {progress}%
            </Text>
            <Progress value={progress} aria-labelledby="ocf-progress-label" />
          </Stack>
        )}
        {upload.isError && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {errorText(upload.error, 'The package could not be imported. Please try again.')}
          </Alert>
        )}
        {report && <ImportReportView report={report} />}
      </Stack>
    </Card>
  );
}

/** Import and export of the cap table as an Open Cap Format package; administrators import. */
export function OcfPanel({ params, canImport }: { params: CapParams; canImport: boolean }) {
  return (
    <Stack gap="lg">
      <ExportCard params={params} />
      {canImport && <ImportCard params={params} />}
    </Stack>
  );
}
