import type { SecurityDetail } from '@dl/contracts';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconFileDownload } from '@tabler/icons-react';
import { errorText } from '#web/lib/api-error.ts';
import { useSnackbar } from '#web/lib/snackbar.ts';
import { useCertificateDownload } from '../api/certificate.ts';
import type { CapParams } from '#web/features/captable/core/index.ts';

/** The share certificate (downloaded with the bearer) and the deal's signed documents, by name. */
export function SecurityDocuments({ params, security }: { params: CapParams; security: SecurityDetail }) {
  const certificate = useCertificateDownload(params, security.id);
  const snackbar = useSnackbar();
  const hasCertificate = security.documents.some((d) => d.kind === 'certificate');
  const others = security.documents.filter((d) => d.kind !== 'certificate');
  if (security.documents.length === 0)
    return (
      <Text size="sm">
        {security.kind === 'CS' || security.kind === 'PS'
          ? 'The share certificate is made when the security is issued.'
          : 'No documents.'}
      </Text>
    );
  return (
    <Stack gap="sm">
      {hasCertificate && (
        <Group>
          <Button
            variant="default"
            leftSection={<IconFileDownload size={16} aria-hidden />}
            loading={certificate.isPending}
            onClick={() =>
              certificate.mutate(undefined, {
                onError: (e) => void snackbar.error(errorText(e, 'The certificate could not be downloaded.')),
              })
            }
          >
            Download certificate
          </Button>
        </Group>
      )}
      {others.length > 0 && (
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            Signed deal documents
          </Text>
          {others.map((d) => (
            <Text key={d.file_id} size="sm">
              {d.name}
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
