import { CERTIFICATE_KINDS, type CertificateBody } from '@dl/contracts';
import { ERROR_MESSAGES, formatCurrency, formatDate, isAfterRef, MESSAGES } from '@dl/domain';
import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { DateField } from '#web/components/inputs/date-inputs/index.ts';
import { FileUploadInput, useTrackedUploader } from '#web/components/inputs/file-upload/index.ts';
import { useConfirm } from '#web/components/kit/confirm-dialog/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { hrefFor } from '#web/lib/named-routes.ts';
import { useSnackbar } from '#web/lib/snackbar.ts';
import { useAddCertificate, useCertificates, useDeleteCertificate } from '../api/certificates.ts';

const KIND_LABEL: Record<(typeof CERTIFICATE_KINDS)[number], string> = {
  ACCREDITATION: 'Accreditation',
  QUALIFIED_PURCHASER: 'Qualified purchaser',
  TAX_RESIDENCY: 'Tax residency',
  OTHER: 'Other',
};

/** My certificates: uploaded certificates (PDF) and, read only, share certificates of executed positions. */
export function CertificatesPanel({ fidId }: { fidId: string }) {
  const certificates = useCertificates(fidId);
  const remove = useDeleteCertificate(fidId);
  const { confirm, dialog } = useConfirm();
  const snackbar = useSnackbar();
  const data = certificates.data;
  return (
    <Stack gap="md">
      <AddCertificate fidId={fidId} />
      <Card withBorder radius="md" padding="lg">
        <Title order={2} size="h4" mb="sm">
          My certificates
        </Title>
        {certificates.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorText(certificates.error, ERROR_MESSAGES.LOAD_DATA)}
          </Alert>
        )}
        {certificates.isPending && <Skeleton height={60} />}
        {data?.count === 0 && <Text c="dimmed">No data</Text>}
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Certificates">
          {data?.results.map((c) => (
            <Group key={c.id} component="li" justify="space-between" wrap="wrap" data-testid="certificate-row">
              <Stack gap={0}>
                <Group gap="xs">
                  <Text fw={600}>{KIND_LABEL[c.kind]}</Text>
                  {c.is_expired && (
                    <Badge color="red" variant="light" c="red.9">
                      Expired
                    </Badge>
                  )}
                </Group>
                <Text size="xs" c="dimmed">
                  {c.issuer_name} · issued {formatDate(c.issued_on)}
                  {c.expires_on ? ` · expires ${formatDate(c.expires_on)}` : ''} · {c.file.name}
                </Text>
              </Stack>
              <Button
                variant="subtle"
                color="red"
                size="xs"
                onClick={async () => {
                  const ok = await confirm({
                    title: 'Remove certificate?',
                    message: c.file.name,
                    confirmLabel: 'Remove',
                    danger: true,
                  });
                  if (ok)
                    remove.mutate(c.id, {
                      onError: (err) => void snackbar.error(errorText(err, 'Failed to remove item')),
                    });
                }}
              >
                Remove
              </Button>
            </Group>
          ))}
        </Stack>
      </Card>
      <Card withBorder radius="md" padding="lg">
        <Title order={2} size="h4" mb="sm">
          Share certificates
        </Title>
        {data?.share_certificates.length === 0 && <Text c="dimmed">No executed positions yet.</Text>}
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {data?.share_certificates.map((s) => (
            <li key={s.investment_id}>
              <Anchor component={Link} to={hrefFor('Transaction', { id: s.investment_id })}>
                {s.opportunity_name}
              </Anchor>
              <Text span size="sm" c="dimmed">
                {' '}
                · {s.entity_name} · {formatCurrency(s.amount, { abbreviate: false })}
              </Text>
            </li>
          ))}
        </Stack>
      </Card>
      {dialog}
    </Stack>
  );
}

function AddCertificate({ fidId }: { fidId: string }) {
  const [kind, setKind] = useState<CertificateBody['kind']>('ACCREDITATION');
  const [issuer, setIssuer] = useState('');
  const [issuedOn, setIssuedOn] = useState('');
  const [expiresOn, setExpiresOn] = useState('');
  const [fileId, setFileId] = useState<string | null>(null);
  const [uploadKey, setUploadKey] = useState(0);
  const { uploader, uploading } = useTrackedUploader();
  const [checked, setChecked] = useState(false);
  const [badDates, setBadDates] = useState({ issued: false, expires: false });
  const add = useAddCertificate(fidId);
  // Spec 5 is_after_ref: a certificate expires after it was issued.
  const expiresError = isAfterRef(issuedOn, 'Issued On')(expiresOn, 'Expires On');
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!issuer.trim() || !issuedOn || !fileId || expiresError || badDates.issued || badDates.expires) return;
    add.mutate(
      { kind, issuer_name: issuer, issued_on: issuedOn, expires_on: expiresOn || null, file_id: fileId },
      {
        onSuccess: () => {
          setIssuer('');
          setIssuedOn('');
          setExpiresOn('');
          setFileId(null);
          setChecked(false);
          setUploadKey((k) => k + 1);
        },
      },
    );
  };
  return (
    <Card withBorder radius="md" padding="lg">
      <form onSubmit={submit} noValidate>
        <Title order={2} size="h4" mb="sm">
          Add a certificate
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label="Kind"
            data={CERTIFICATE_KINDS.map((k) => ({ value: k, label: KIND_LABEL[k] }))}
            value={kind}
            onChange={(k) => k && setKind(k as CertificateBody['kind'])}
            allowDeselect={false}
          />
          <TextInput
            label="Issuer"
            required
            value={issuer}
            onChange={(e) => setIssuer(e.currentTarget.value)}
            error={checked && !issuer.trim() ? MESSAGES.required('Issuer') : null}
          />
          <DateField
            label="Issued On"
            required
            value={issuedOn || null}
            onChange={(value) => setIssuedOn(value ?? '')}
            onInvalidText={(issued) => setBadDates((d) => ({ ...d, issued }))}
            error={checked && !issuedOn ? MESSAGES.required('Issued On') : null}
          />
          <DateField
            label="Expires On"
            value={expiresOn || null}
            onChange={(value) => setExpiresOn(value ?? '')}
            onInvalidText={(expires) => setBadDates((d) => ({ ...d, expires }))}
            error={expiresError}
          />
        </SimpleGrid>
        <Box mt="sm">
          <FileUploadInput
            key={uploadKey}
            label="Certificate (PDF)"
            group="document"
            side="investor"
            required
            uploader={uploader}
            onUploaded={(result) => setFileId(result?.id ?? null)}
          />
        </Box>
        {checked && !fileId && (
          <Text c="red.9" size="sm">
            {MESSAGES.required('File')}
          </Text>
        )}
        {add.isError && (
          <Alert color="red" variant="light" role="alert" mt="sm">
            {errorText(add.error, 'Failed to create item')}
          </Alert>
        )}
        {/* Held while the file is sent: added too early, it would be refused for want of the file. */}
        <Button type="submit" mt="md" loading={add.isPending || uploading}>
          Add certificate
        </Button>
      </form>
    </Card>
  );
}
