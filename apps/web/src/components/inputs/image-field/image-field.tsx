import type { UploadResult } from '@dl/contracts';
import { CROP_MINIMUMS, isAllowedMimeType, wrongFileTypeMessage } from '@dl/domain';
import { Alert, Box, Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { type CropKind, ImageCropperModal } from '#web/components/kit/image-cropper/index.ts';
import { errorText } from '#web/lib/api-error.ts';

/** Sends the cropped (or uncropped) file and answers its public address. */
export type ImageUploader = (file: File) => Promise<UploadResult>;

export interface ImageFieldProps {
  label: string;
  /** Spec 5 cropper minimum: logo 144 × 48, small logo 48 × 48, background 1200 × 600. */
  kind: Extract<CropKind, 'logo' | 'logo_small' | 'background'>;
  value: string | null;
  onChange: (url: string | null) => void;
  upload: ImageUploader;
  readOnly: boolean;
  error?: string | undefined;
  /** Shown when there is no image (a host inherits its tenant's). */
  emptyText?: string;
}

function hint(kind: ImageFieldProps['kind']): string {
  const { width, height } = CROP_MINIMUMS[kind];
  return `at least ${width} × ${height} px`;
}

/** An image: pick a PNG, JPEG or WebP, crop it (Crop or Do not crop), upload it; its public url is the value. */
export function ImageField(props: ImageFieldProps) {
  const { label, kind, value, onChange, upload, readOnly, error, emptyText = 'No image' } = props;
  const [picked, setPicked] = useState<File | null>(null);
  const [typeError, setTypeError] = useState<string | null>(null);
  const labelId = useId();
  const send = useMutation({ mutationFn: upload, onSuccess: (result) => onChange(result.url) });
  const pick = (file: File | null) => {
    setTypeError(file && !isAllowedMimeType('logo', file.type) ? wrongFileTypeMessage('logo') : null);
    if (file && isAllowedMimeType('logo', file.type)) setPicked(file);
  };
  const problem = error ?? typeError ?? (send.error ? errorText(send.error, 'Failed to upload file') : null);
  const wide = kind === 'background';
  const lower = label.toLowerCase();

  return (
    <Stack gap={6} role="group" aria-labelledby={labelId}>
      <Text size="sm" fw={500} id={labelId}>
        {label}
      </Text>
      <Group gap="md" wrap="wrap" align="center">
        <Box
          p={6}
          miw={wide ? 200 : kind === 'logo' ? 156 : 60}
          h={wide ? 108 : 60}
          display="flex"
          style={{ alignItems: 'center', border: '1px dashed var(--mantine-color-gray-5)', borderRadius: 8 }}
        >
          {value ? (
            <Image src={value} alt={`${label} preview`} h={wide ? 96 : 48} w="auto" fit="contain" />
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
                  {value ? `Change ${lower}` : `Upload ${lower}`}
                </Button>
              )}
            </FileButton>
            {value && (
              <Button
                // A subtle button draws its text in the palette's light red whatever the shade (3.3:1).
                variant="outline"
                color="red.9"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => onChange(null)}
                aria-label={`Remove ${lower}`}
              >
                Remove
              </Button>
            )}
          </Group>
        )}
      </Group>
      <Text size="xs" c="dimmed">
        PNG, JPEG or WebP, {hint(kind)}.
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
        title={`Crop ${lower}`}
        onClose={() => setPicked(null)}
        onDone={(file) => {
          setPicked(null);
          send.mutate(file);
        }}
      />
    </Stack>
  );
}
