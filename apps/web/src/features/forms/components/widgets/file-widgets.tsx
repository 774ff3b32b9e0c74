import type { UploadResult } from '@dl/contracts';
import type { FileTypeGroup } from '@dl/domain';
import { ActionIcon, Group, Input, Stack, Text } from '@mantine/core';
import { IconEye, IconFile, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { FileUploadInput } from '#web/components/inputs/file-upload/index.ts';
import { FilePreviewModal, type PreviewFile } from '#web/components/kit/file-preview/index.ts';
import { asList, asText } from '#web/features/forms/lib/field-values.ts';
import { useFormFileReader, useFormUploader } from './uploader-context.ts';
import type { WidgetProps } from './widget-props.ts';

/** Names of the files uploaded in this visit, by stored id (a stored answer holds only the id). */
type Names = Record<string, string>;

type Preview = { file: PreviewFile | null; loading: boolean; error: string | null };
const CLOSED: Preview = { file: null, loading: false, error: null };

function AttachedList({
  refs,
  names,
  onRemove,
  readOnly,
}: {
  refs: string[];
  names: Names;
  onRemove: (ref: string) => void;
  readOnly: boolean;
}) {
  const read = useFormFileReader();
  const [preview, setPreview] = useState<Preview | null>(null);
  const open = async (ref: string, name: string) => {
    setPreview({ file: null, loading: true, error: null });
    try {
      const blob = await read(ref);
      setPreview({ file: { name, blob, type: blob.type, size: blob.size }, loading: false, error: null });
    } catch {
      // Spec 8: the text when a file cannot be fetched.
      setPreview({ file: null, loading: false, error: 'Failed to load file' });
    }
  };
  if (refs.length === 0) return null;
  return (
    <>
      <Stack gap={4} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {refs.map((ref, i) => {
          const name = names[ref] ?? `Attached file ${i + 1}`;
          return (
            <Group component="li" key={ref} gap="xs" wrap="nowrap">
              <IconFile size={16} aria-hidden />
              <Text size="sm" style={{ flex: 1, overflowWrap: 'anywhere' }}>
                {name}
              </Text>
              <ActionIcon variant="subtle" aria-label={`Preview ${name}`} onClick={() => void open(ref, name)}>
                <IconEye size={16} aria-hidden />
              </ActionIcon>
              {!readOnly && (
                <ActionIcon variant="subtle" color="red.8" aria-label={`Remove ${name}`} onClick={() => onRemove(ref)}>
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              )}
            </Group>
          );
        })}
      </Stack>
      <FilePreviewModal
        opened={preview !== null}
        onClose={() => setPreview(null)}
        file={(preview ?? CLOSED).file}
        loading={(preview ?? CLOSED).loading}
        error={(preview ?? CLOSED).error}
      />
    </>
  );
}

/**
 * file (one), file_v2 and data_file (one or more): each pick is checked for type and size, uploaded
 * at once with its progress, and answered by the stored file's id.
 */
export function FileWidget(props: WidgetProps) {
  const { field, value, onChange, onBlur, readOnly } = props;
  const uploader = useFormUploader();
  const [names, setNames] = useState<Names>({});
  const multiple = field.type === 'file_v2' || field.type === 'data_file';
  const group: FileTypeGroup = field.type === 'data_file' ? 'data' : 'all_docs';
  const refs = multiple
    ? Array.isArray(value)
      ? asList(value)
      : value
        ? [asText(value)]
        : []
    : value
      ? [asText(value)]
      : [];
  const onUploaded = (result: UploadResult | null) => {
    if (!result) return;
    setNames((n) => ({ ...n, [result.id]: result.name }));
    onChange(multiple ? [...refs, result.id] : result.id);
    onBlur();
  };
  const remove = (ref: string) => {
    const rest = refs.filter((r) => r !== ref);
    onChange(multiple ? rest : undefined);
    onBlur();
  };
  return (
    <Stack gap={6} data-field-input={field.key}>
      {readOnly ? (
        <Input.Label component="div">{props.label}</Input.Label>
      ) : (
        (multiple || refs.length === 0) && (
          <FileUploadInput
            label={props.label}
            required={props.required}
            group={group}
            side="investor"
            uploader={uploader}
            onUploaded={onUploaded}
            placeholder={multiple && refs.length > 0 ? 'Add another file' : undefined}
          />
        )
      )}
      {!multiple && refs.length > 0 && !readOnly && <Input.Label component="div">{props.label}</Input.Label>}
      <AttachedList refs={refs} names={names} onRemove={remove} readOnly={readOnly} />
      {props.error && <Input.Error>{props.error}</Input.Error>}
    </Stack>
  );
}
