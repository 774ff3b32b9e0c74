import { isAllowedMimeType, wrongFileTypeMessage } from '@dl/domain';
import { Alert, Box, Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ImageCropperModal } from '#web/components/kit/image-cropper/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { type LogoUploader, uploadBrandingImage } from '../api/upload-branding-image.ts';

export interface LogoFieldProps {
  label: string;
  /** Spec 5 cropper minimum: logo 144 × 48, small logo 48 × 48. */
  kind: 'logo' | 'logo_small';
  tenantId: string;
  value: string | null;
  onChange: (url: string | null) => void;
  readOnly: boolean;
  error?: string | undefined;
  /** Empty means this; shown instead of "No logo" (a host inherits its tenant's). */
  emptyText?: string;
  upload?: LogoUploader;
}

const HINT = { logo: 'at least 144 × 48 px', logo_small: 'at least 48 × 48 px' } as const;

/** A logo: pick a PNG, JPEG or WebP, crop it (Crop or Do not crop), upload it; its public url is the value. */
export function LogoField(props: LogoFieldProps) {
  const { label, kind, tenantId, value, onChange, readOnly, error, emptyText = 'No logo', upload } = props;
  const [picked, setPicked] = useState<File | null>(null);
  const [typeError, setTypeError] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (file: File) => (upload ?? uploadBrandingImage)(tenantId, file),
    onSuccess: (result) => onChange(result.url),
  });
  const pick = (file: File | null) => {
    setTypeError(file && !isAllowedMimeType('logo', file.type) ? wrongFileTypeMessage('logo') : null);
    if (file && isAllowedMimeType('logo', file.type)) setPicked(file);
  };
  const problem = error ?? typeError ?? (send.error ? errorText(send.error, 'Failed to upload file') : null);

  return (
    <Stack gap={6}>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      <Group gap="md" wrap="wrap" align="center">
        <Box
          p={6}
          miw={kind === 'logo' ? 156 : 60}
          h={60}
          display="flex"
          style={{ alignItems: 'center', border: '1px dashed var(--mantine-color-gray-5)', borderRadius: 8 }}
        >
          {value ? (
            <Image src={value} alt={`${label} preview`} h={48} w="auto" fit="contain" />
          ) : (
            <Text size="sm" c="dimmed" px={6}>
              {emptyText}
            </Text>
          )}
        </Box>
        {!readOnly && (
          <Group gap="xs">
            <FileButton onChange={pick} accept="image/png,image/jpeg,image/webp">
              {(buttonProps) => (
                <Button
                  {...buttonProps}
                  variant="light"
                  leftSection={<IconUpload size={16} aria-hidden />}
                  loading={send.isPending}
                >
                  {value ? `Change ${label.toLowerCase()}` : `Upload ${label.toLowerCase()}`}
                </Button>
              )}
            </FileButton>
            {value && (
              <Button
                variant="subtle"
                color="red.9"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => onChange(null)}
              >
                Remove
              </Button>
            )}
          </Group>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        PNG, JPEG or WebP, {HINT[kind]}.
      </Text>
      {problem && (
        <Alert color="red" variant="light" py={6} role="alert">
          {problem}
        </Alert>
      )}
      <ImageCropperModal
        opened={picked !== null}
        file={picked}
        kind={kind}
        title={`Crop ${label.toLowerCase()}`}
        onClose={() => setPicked(null)}
        onDone={(file) => {
          setPicked(null);
          send.mutate(file);
        }}
      />
    </Stack>
  );
}
