import type { CreateServiceRequestBody } from '@dl/contracts';
import { SERVICE_REQUEST_CATEGORIES } from '@dl/domain';
import { Button, Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { errorText } from '#web/lib/api-error.ts';
import { useSnackbar } from '#web/lib/snackbar.ts';
import { useCreateServiceRequest } from '../api/service-requests.ts';
import {
  EMPTY_SERVICE_REQUEST,
  type ServiceRequestFormValues,
  validateServiceRequest,
} from '../lib/service-request-form.ts';

const SERVICE_REQUEST_CREATED = 'Your service request was sent.';

/** New service request (inside the side modal): subject, category, description. */
export function ServiceRequestForm({ fidId, onCreated }: { fidId: string; onCreated: (id: string) => void }) {
  const [values, setValues] = useState<ServiceRequestFormValues>(EMPTY_SERVICE_REQUEST);
  const [isSubmitted, setSubmitted] = useState(false);
  const create = useCreateServiceRequest(fidId);
  const snackbar = useSnackbar();
  const errors = isSubmitted ? validateServiceRequest(values) : {};
  const set = (patch: Partial<ServiceRequestFormValues>) => setValues((v) => ({ ...v, ...patch }));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(validateServiceRequest(values)).length) return;
    try {
      const created = await create.mutateAsync({
        subject: values.subject,
        category: values.category as CreateServiceRequestBody['category'],
        description: values.description,
      });
      void snackbar.success(SERVICE_REQUEST_CREATED);
      onCreated(created.id);
    } catch (error) {
      void snackbar.error(errorText(error, 'Failed to create item'));
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label="Subject"
          required
          value={values.subject}
          onChange={(e) => set({ subject: e.currentTarget.value })}
          error={errors.subject}
          maxLength={200}
          data-autofocus
        />
        <Select
          label="Category"
          required
          placeholder="Choose a category"
          data={[...SERVICE_REQUEST_CATEGORIES]}
          value={values.category}
          onChange={(value) => set({ category: value })}
          error={errors.category}
        />
        <Textarea
          label="Description"
          required
          // No autosize: it needs document.fonts, which not every engine (nor jsdom) has.
          rows={4}
          value={values.description}
          onChange={(e) => set({ description: e.currentTarget.value })}
          error={errors.description}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending}>
            Submit request
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
