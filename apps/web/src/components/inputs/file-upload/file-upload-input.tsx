import type { UploadResult } from '@dl/contracts';
import { type FileTypeGroup, FILE_TYPE_GROUPS, formatFileSize, MAX_UPLOAD_BYTES } from '@dl/domain';
import { FileInput, type FileInputProps, Group, Progress, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconUpload } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { errorText } from '#web/lib/api-error.ts';
import { acceptFor, fileProblem, type MessageSide } from './file-checks.ts';
import { type Uploader, uploadStaticAsset } from './upload-static-asset.ts';

/** Spec 8: the text when an upload fails without a server detail. */
export const UPLOAD_FAILED = 'Failed to upload file';

export interface FileUploadInputProps
  extends Pick<FileInputProps, 'label' | 'description' | 'required' | 'disabled' | 'placeholder' | 'className'> {
  /** Allowed type group (spec 9). Default 'document'. */
  group?: FileTypeGroup;
  /** Message form for a wrong type; the investor side differs (spec 5). */
  side?: MessageSide;
  maxBytes?: number;
  /** Sends the file; defaults to the static-assets call of the current session. */
  uploader?: Uploader;
  onUploaded?: (result: UploadResult | null) => void;
}

type Upload =
  | { state: 'idle' }
  | { state: 'uploading'; percent: number }
  | { state: 'done'; result: UploadResult }
  | { state: 'failed'; message: string };

/**
 * File field that checks the type group and size in the browser, then uploads at once, showing the
 * percent sent; a failure shows the server's detail, else 'Failed to upload file'.
 */
export function FileUploadInput({
  group = 'document',
  side = 'default',
  maxBytes = MAX_UPLOAD_BYTES,
  uploader = uploadStaticAsset,
  onUploaded,
  placeholder,
  ...inputProps
}: FileUploadInputProps) {
  const [file, setFile] = useState<File | null>(null);
  const [upload, setUpload] = useState<Upload>({ state: 'idle' });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const start = async (next: File | null) => {
    running.current?.abort();
    running.current = null;
    setFile(next);
    onUploaded?.(null);
    if (!next) return setUpload({ state: 'idle' });
    const problem = fileProblem(next, group, { side, maxBytes });
    if (problem) return setUpload({ state: 'failed', message: problem });

    const controller = new AbortController();
    running.current = controller;
    setUpload({ state: 'uploading', percent: 0 });
    try {
      const result = await uploader({
        file: next,
        group,
        signal: controller.signal,
        onProgress: (percent) => !controller.signal.aborted && setUpload({ state: 'uploading', percent }),
      });
      if (controller.signal.aborted) return;
      setUpload({ state: 'done', result });
      onUploaded?.(result);
    } catch (error) {
      if (!controller.signal.aborted) setUpload({ state: 'failed', message: errorText(error, UPLOAD_FAILED) });
    }
  };

  const limits = `${FILE_TYPE_GROUPS[group].label} files up to ${formatFileSize(maxBytes)}`;
  return (
    <Stack gap={6}>
      <FileInput
        {...inputProps}
        description={inputProps.description ?? limits}
        placeholder={placeholder ?? 'Choose a file'}
        accept={acceptFor(group)}
        value={file}
        onChange={(next) => void start(next)}
        clearable
        clearButtonProps={{ 'aria-label': 'Remove file' }}
        // Mantine's placeholder grey is below 4.5:1 on white; this placeholder is text, not an input's.
        styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
        leftSection={<IconUpload size={18} aria-hidden />}
        leftSectionPointerEvents="none"
        error={upload.state === 'failed' ? upload.message : undefined}
      />
      {upload.state === 'uploading' ? (
        <Group gap="sm" wrap="nowrap">
          <Progress flex={1} value={upload.percent} aria-label={`Uploading ${file?.name ?? 'file'}`} animated />
          <Text size="sm" w={44} ta="right" aria-hidden>
            {upload.percent}%
          </Text>
        </Group>
      ) : null}
      {upload.state === 'done' ? (
        <Group gap={6} c="teal.9" role="status">
          <IconCircleCheck size={18} aria-hidden />
          <Text size="sm">
            Uploaded {upload.result.name} ({formatFileSize(upload.result.size)})
          </Text>
        </Group>
      ) : null}
    </Stack>
  );
}
