import { type FileTypeGroup, FILE_TYPE_GROUPS, formatFileSize, MAX_UPLOAD_BYTES } from '@dl/domain';
import { Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { acceptFor, fileProblem, UPLOAD_FAILED } from '#web/components/inputs/file-upload/index.ts';
import { errorText } from '#web/lib/api-error.ts';

export interface UploadFileButtonProps {
  label: string;
  group: FileTypeGroup;
  /** Sends the file, reporting whole percents. */
  upload: (file: File, onProgress: (percent: number) => void, signal: AbortSignal) => Promise<unknown>;
  onDone?: () => void;
  disabled?: boolean;
  variant?: 'filled' | 'light' | 'default';
}

type State =
  | { state: 'idle' }
  | { state: 'uploading'; name: string; percent: number }
  | { state: 'failed'; message: string };

/**
 * A button that picks a file, checks its type in the browser ('Please upload {types} files only',
 * spec 5) and sends it at once, showing the percent sent; the server judges the content again.
 */
export function UploadFileButton({ label, group, upload, onDone, disabled, variant = 'light' }: UploadFileButtonProps) {
  const [status, setStatus] = useState<State>({ state: 'idle' });
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const start = async (file: File | null) => {
    if (!file) return;
    const problem = fileProblem(file, group, { maxBytes: MAX_UPLOAD_BYTES });
    if (problem) return setStatus({ state: 'failed', message: problem });
    const controller = new AbortController();
    running.current = controller;
    setStatus({ state: 'uploading', name: file.name, percent: 0 });
    try {
      await upload(file, (percent) => setStatus({ state: 'uploading', name: file.name, percent }), controller.signal);
      setStatus({ state: 'idle' });
      onDone?.();
    } catch (error) {
      if (!controller.signal.aborted) setStatus({ state: 'failed', message: errorText(error, UPLOAD_FAILED) });
    }
  };

  const busy = status.state === 'uploading';
  return (
    <Stack gap={6}>
      <Group gap="sm" wrap="wrap">
        <FileButton onChange={(file) => void start(file)} accept={acceptFor(group)}>
          {(props) => (
            <Button
              {...props}
              variant={variant}
              leftSection={<IconUpload size={16} aria-hidden />}
              disabled={disabled || busy}
            >
              {label}
            </Button>
          )}
        </FileButton>
        <Text size="xs" c="dimmed">
          {FILE_TYPE_GROUPS[group].label} files up to {formatFileSize(MAX_UPLOAD_BYTES)}
        </Text>
      </Group>
      {status.state === 'uploading' ? (
        <Group gap="sm" wrap="nowrap">
          <Progress flex={1} value={status.percent} aria-label={`Uploading ${status.name}`} animated />
          <Text size="sm" w={44} ta="right">
            {status.percent}%
          </Text>
        </Group>
      ) : null}
      {status.state === 'failed' ? (
        <Text size="sm" c="red.8" role="alert">
          {status.message}
        </Text>
      ) : null}
    </Stack>
  );
}
