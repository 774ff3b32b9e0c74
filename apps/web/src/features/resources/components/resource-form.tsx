import { createResourceBodySchema, type CreateResourceBody, type Resource } from '@dl/contracts';
import type { ResourceKind } from '@dl/domain';
import { Alert, Button, Group, SegmentedControl, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { FileUploadInput, useTrackedUploader } from '#web/components/inputs/file-upload/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { fieldErrors } from '#web/lib/field-errors.ts';
import { useSaveResource } from '../api/resources.ts';

interface Draft {
  title: string;
  description: string;
  kind: ResourceKind;
  category: string;
  url: string;
  file_id: string | null;
}

type Errors = Partial<Record<keyof Draft | 'file', string>>;

const draftOf = (resource: Resource | null): Draft => ({
  title: resource?.title ?? '',
  description: resource?.description ?? '',
  kind: resource?.kind ?? 'DOCUMENT',
  category: resource?.category ?? 'General',
  url: resource?.url ?? '',
  file_id: resource?.file_id ?? null,
});

/** The body the API takes, and the contract's own messages by field (a missing file said plainly). */
export function checkResourceDraft(draft: Draft) {
  const body: CreateResourceBody = {
    title: draft.title,
    description: draft.description,
    kind: draft.kind,
    category: draft.category,
    ...(draft.kind === 'DOCUMENT' && draft.file_id ? { file_id: draft.file_id } : {}),
    ...(draft.kind === 'LINK' ? { url: draft.url } : {}),
  };
  const errors: Errors = {};
  if (draft.kind === 'DOCUMENT' && !draft.file_id) errors.file = 'File is required';
  if (draft.kind === 'LINK' && !draft.url.trim()) errors.url = 'Address is required';
  // The schema's kind rule (a document needs its file, a link its address) is said above, field by field.
  const { kind: _kind, ...fromSchema } = fieldErrors<keyof Draft>(createResourceBodySchema.safeParse(body));
  return { body, errors: { ...fromSchema, ...errors } };
}

/** Create or edit a resource (fid-admin): a document uploaded here, or a link. */
export function ResourceForm({
  fidId,
  resource,
  onSaved,
}: {
  fidId: string;
  resource: Resource | null;
  onSaved: (saved: Resource) => void;
}) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(resource));
  const [errors, setErrors] = useState<Errors>({});
  const { uploader, uploading } = useTrackedUploader();
  const save = useSaveResource(fidId);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = checkResourceDraft(draft);
    setErrors(checked.errors);
    if (Object.keys(checked.errors).length) return;
    save.mutate({ ...(resource ? { id: resource.id } : {}), body: checked.body }, { onSuccess: onSaved });
  };
  return (
    <form onSubmit={submit} noValidate aria-label={resource ? 'Edit resource' : 'New resource'}>
      <Stack gap="sm">
        <TextInput
          label="Title"
          value={draft.title}
          onChange={(e) => set('title', e.currentTarget.value)}
          error={errors.title}
          required
        />
        <Textarea
          label="Description"
          value={draft.description}
          onChange={(e) => set('description', e.currentTarget.value)}
          error={errors.description}
          rows={2}
        />
        <TextInput
          label="Category"
          value={draft.category}
          onChange={(e) => set('category', e.currentTarget.value)}
          error={errors.category}
          required
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="resource-kind-label">
            Kind
          </Text>
          <SegmentedControl
            aria-labelledby="resource-kind-label"
            value={draft.kind}
            onChange={(value) => set('kind', value as ResourceKind)}
            data={[
              { value: 'DOCUMENT', label: 'Document' },
              { value: 'LINK', label: 'Link' },
            ]}
          />
        </Stack>
        {draft.kind === 'DOCUMENT' ? (
          <Stack gap={4}>
            {resource?.file_name && draft.file_id === resource.file_id ? (
              <Text size="sm" c="dimmed">
                Current file: {resource.file_name}. Upload another to replace it.
              </Text>
            ) : null}
            <FileUploadInput
              label="Document"
              group="document"
              required={!draft.file_id}
              uploader={uploader}
              onUploaded={(result) => set('file_id', result?.id ?? resource?.file_id ?? null)}
            />
            {errors.file ? (
              <Text c="red.9" size="sm" role="alert">
                {errors.file}
              </Text>
            ) : null}
          </Stack>
        ) : (
          <TextInput
            label="Address"
            placeholder="https://"
            value={draft.url}
            onChange={(e) => set('url', e.currentTarget.value)}
            error={errors.url}
            required
          />
        )}
        {save.isError ? (
          <Alert color="red">
            {errorText(save.error, resource ? 'Failed to update item' : 'Failed to create item')}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending} disabled={uploading}>
            {resource ? 'Save resource' : 'Publish resource'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
