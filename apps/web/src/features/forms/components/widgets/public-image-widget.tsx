import { ActionIcon, FileInput, Group, Image, Input, Progress, Stack, Text } from '@mantine/core';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { acceptFor, fileProblem, UPLOAD_FAILED } from '#web/components/inputs/file-upload/index.ts';
import { useObjectUrl } from '#web/components/kit/file-preview/index.ts';
import { ImageCropperModal } from '#web/components/kit/image-cropper/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { MAX_UPLOAD_BYTES } from '@dl/domain';
import { asText } from '#web/features/forms/lib/field-values.ts';
import { useFormUploader } from './uploader-context.ts';
import type { WidgetProps } from './widget-props.ts';

type State = { state: 'idle' } | { state: 'uploading'; percent: number } | { state: 'failed'; message: string };

/** Spec 2: a public image is picked, cropped in the kit's cropper, then uploaded with its progress. */
export function PublicImageWidget(props: WidgetProps) {
  const { field, value, onChange, onBlur, readOnly } = props;
  const uploader = useFormUploader();
  const [source, setSource] = useState<File | null>(null);
  const [result, setResult] = useState<File | null>(null);
  const [upload, setUpload] = useState<State>({ state: 'idle' });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);
  const preview = useObjectUrl(result);
  const stored = asText(value);

  const pick = (file: File | null) => {
    if (!file) return;
    const problem = fileProblem(file, 'image', { side: 'investor', maxBytes: MAX_UPLOAD_BYTES });
    if (problem) return setUpload({ state: 'failed', message: problem });
    setUpload({ state: 'idle' });
    setSource(file);
  };
  const send = async (file: File) => {
    setSource(null);
    setResult(file);
    const controller = new AbortController();
    running.current = controller;
    setUpload({ state: 'uploading', percent: 0 });
    try {
      const uploaded = await uploader({
        file,
        group: 'image',
        signal: controller.signal,
        onProgress: (percent) => !controller.signal.aborted && setUpload({ state: 'uploading', percent }),
      });
      if (controller.signal.aborted) return;
      setUpload({ state: 'idle' });
      onChange(uploaded.id);
      onBlur();
    } catch (error) {
      if (!controller.signal.aborted) setUpload({ state: 'failed', message: errorText(error, UPLOAD_FAILED) });
    }
  };
  const shownError = upload.state === 'failed' ? upload.message : props.error;

  return (
    <Stack gap={6} data-field-input={field.key}>
      <FileInput
        id={props.id}
        label={props.label}
        required={props.required}
        description={field.hint ?? 'JPEG / PNG; you can crop it before it is sent'}
        accept={acceptFor('image')}
        placeholder={stored ? 'Choose another image' : 'Choose an image'}
        value={null}
        onChange={pick}
        disabled={readOnly}
        error={shownError}
        leftSection={<IconPhotoUp size={18} aria-hidden />}
        leftSectionPointerEvents="none"
        styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
      />
      {upload.state === 'uploading' && (
        <Progress value={upload.percent} aria-label={`Uploading ${field.label}`} animated />
      )}
      {stored && (
        <Group gap="sm" wrap="nowrap">
          {preview ? (
            <Image src={preview} alt={field.label} h={72} w="auto" fit="contain" radius="sm" />
          ) : (
            <Text size="sm">An image is attached.</Text>
          )}
          {!readOnly && (
            <ActionIcon
              variant="subtle"
              color="red.8"
              aria-label={`Remove ${field.label}`}
              onClick={() => {
                setResult(null);
                onChange(undefined);
                onBlur();
              }}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          )}
        </Group>
      )}
      {!stored && upload.state === 'idle' && <Input.Description>No image yet.</Input.Description>}
      <ImageCropperModal
        opened={source !== null}
        onClose={() => setSource(null)}
        file={source}
        title={`Crop ${field.label}`}
        onDone={(file) => void send(file)}
      />
    </Stack>
  );
}
