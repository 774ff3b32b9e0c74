import { zodResolver } from '@hookform/resolvers/zod';
import { categoryPathSchema, issuerDocumentUploadFieldsSchema } from '@dl/contracts';
import { MAX_UPLOAD_BYTES } from '@dl/domain';
import { Button, FileInput, Group, Progress, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { acceptFor, fileProblem, UPLOAD_FAILED } from '#web/components/inputs/file-upload/index.ts';
import { CategoryEditor } from '#web/components/kit/category-editor/index.ts';
import { errorText } from '#web/lib/api-error.ts';

const formSchema = z.object({
  name: issuerDocumentUploadFieldsSchema.shape.name,
  description: issuerDocumentUploadFieldsSchema.shape.description,
  category: categoryPathSchema.min(1),
  file: z
    .custom<File | null>()
    .refine((file) => file instanceof File, { message: 'Choose a file to upload' })
    .refine((file) => !file || !fileProblem(file, 'all_docs', { maxBytes: MAX_UPLOAD_BYTES }), {
      message: 'Please upload PDF / excel files only',
    }),
});
type FormInput = z.input<typeof formSchema>;

interface DataRoomUploadValues {
  file: File;
  name: string;
  description: string;
  category: string[];
}

export interface DataRoomUploadFormProps {
  loadSuggestions: (path: string[]) => Promise<string[]>;
  upload: (
    values: DataRoomUploadValues,
    onProgress: (percent: number) => void,
    signal: AbortSignal,
  ) => Promise<unknown>;
  onDone: () => void;
  onCancel: () => void;
}

/** A data-room file with its name, description and category path (spec 5 category editor). */
export function DataRoomUploadForm({ loadSuggestions, upload, onDone, onCancel }: DataRoomUploadFormProps) {
  const form = useForm<FormInput>({
    resolver: zodResolver(formSchema),
    mode: 'onBlur',
    defaultValues: { name: '', description: '', category: [''], file: null },
  });
  const [percent, setPercent] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  const submit = form.handleSubmit(async (values) => {
    const file = values.file as File;
    controller.current = new AbortController();
    setFailure(null);
    setPercent(0);
    try {
      await upload(
        {
          file,
          name: (values.name ?? '').trim(),
          description: (values.description ?? '').trim(),
          category: values.category.map((level) => level.trim()),
        },
        setPercent,
        controller.current.signal,
      );
      onDone();
    } catch (error) {
      setFailure(errorText(error, UPLOAD_FAILED));
    } finally {
      setPercent(null);
    }
  });
  const categoryErrors = (form.formState.errors.category as unknown as Array<{ message?: string } | undefined>) ?? [];
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Controller
          control={form.control}
          name="file"
          render={({ field, fieldState }) => (
            <FileInput
              label="File"
              required
              placeholder="Choose a file"
              description="PDF, Office, CSV, text, images, MP4 or ZIP files up to 50 Mb"
              accept={acceptFor('all_docs')}
              value={field.value ?? null}
              onChange={(file) => {
                field.onChange(file);
                void form.trigger('file');
              }}
              error={fieldState.error?.message}
              clearable
              clearButtonProps={{ 'aria-label': 'Remove file' }}
            />
          )}
        />
        <TextInput
          label="Name"
          description="The file's name when left empty"
          {...form.register('name')}
          error={form.formState.errors.name?.message}
        />
        <Textarea
          label="Description"
          rows={2}
          {...form.register('description')}
          error={form.formState.errors.description?.message}
        />
        <Controller
          control={form.control}
          name="category"
          render={({ field }) => (
            <CategoryEditor
              value={field.value}
              onChange={field.onChange}
              onBlur={() => void form.trigger('category')}
              loadSuggestions={loadSuggestions}
              errors={Array.isArray(categoryErrors) ? categoryErrors.map((e) => e?.message) : []}
            />
          )}
        />
        {percent !== null ? (
          <Group gap="sm" wrap="nowrap">
            <Progress flex={1} value={percent} aria-label="Uploading the file" animated />
            <Text size="sm" w={44} ta="right">
              {percent}%
            </Text>
          </Group>
        ) : null}
        {failure ? (
          <Text size="sm" c="red.8" role="alert">
            {failure}
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button
            variant="default"
            onClick={() => {
              controller.current?.abort();
              onCancel();
            }}
          >
            Cancel
          </Button>
          <Button type="submit" loading={percent !== null}>
            Upload
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
