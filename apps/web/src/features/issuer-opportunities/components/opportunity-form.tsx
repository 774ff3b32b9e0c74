import { type IssuerOpportunity, issuerOpportunityBodySchema } from '@dl/contracts';
import { max } from '@dl/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconAlertCircle, IconDeviceFloppy } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import { ImageField, type ImageUploader } from '#web/components/inputs/image-field/index.ts';
import { UnsavedChangesGuard } from '#web/components/inputs/save-bar/index.ts';
import { LineItemListInput } from '#web/components/kit/line-item-list/index.ts';
import { errorText } from '#web/lib/api-error.ts';
import { apiFieldErrors } from '#web/lib/api-field-errors.ts';
import { useSnackbar } from '#web/lib/snackbar.ts';
import { useSaveIssuerOpportunity } from '../api/opportunities.ts';
import { SAVE_FAILED } from '../lib/labels.ts';
import {
  emptyOpportunity,
  type OpportunityFormOutput,
  type OpportunityFormValues,
  toBody,
  toFormValues,
} from '../lib/opportunity-form.ts';
import { GeneralFields, RaiseFields, Section } from './opportunity-fields.tsx';
import { SecurityTermsInput } from './security-terms-input.tsx';

const HIGHLIGHT_RULES = [max(200)];

export interface OpportunityFormProps {
  fidId: string;
  /** The company a new draft belongs to. */
  issuerId: string;
  /** The draft being edited; absent for a new one. */
  opportunity?: IssuerOpportunity;
  /** Sends the opportunity's logo (the company's image upload, kind logo). */
  uploadLogo: ImageUploader;
  onSaved: (opportunity: IssuerOpportunity) => void;
  onCancel: () => void;
}

/**
 * Create and edit a draft with every rule of spec 5 shown before the server's answer: name and short
 * description at most 50 characters, target raise and minimum at least 1, the minimum below the
 * target raise, the end date after the start date. Saves as a draft; sending is on the opportunity page.
 */
export function OpportunityForm({ fidId, issuerId, opportunity, uploadLogo, onSaved, onCancel }: OpportunityFormProps) {
  const form = useForm<OpportunityFormValues, unknown, OpportunityFormOutput>({
    resolver: zodResolver(issuerOpportunityBodySchema),
    defaultValues: opportunity ? toFormValues(opportunity) : emptyOpportunity(issuerId),
    mode: 'onTouched',
  });
  const save = useSaveIssuerOpportunity(fidId, opportunity?.id ?? null);
  const snackbar = useSnackbar();
  const [serverError, setServerError] = useState<string | null>(null);
  const [saved, setSaved] = useState<IssuerOpportunity | null>(null);
  // Leaves once the guard has seen the save (it would otherwise hold the navigation as unsaved).
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new save leaves
  useEffect(() => {
    if (saved) onSaved(saved);
  }, [saved]);

  const submit = form.handleSubmit((values) => {
    setServerError(null);
    save.mutate(toBody(values), {
      onSuccess: (next) => {
        void snackbar.success(opportunity ? 'The draft is saved.' : 'The opportunity is saved as a draft.');
        setSaved(next);
      },
      onError: (error) => {
        const fields = Object.entries(apiFieldErrors(error));
        for (const [path, message] of fields) form.setError(path as FieldPath<OpportunityFormValues>, { message });
        if (fields.length === 0) setServerError(errorText(error, SAVE_FAILED));
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label={opportunity ? 'Edit opportunity' : 'New opportunity'}>
      <Stack gap="lg">
        <GeneralFields form={form} />
        <RaiseFields form={form} />
        <Section id="opportunity-terms" title="Share terms">
          <Controller
            control={form.control}
            name="security_terms"
            render={({ field }) => <SecurityTermsInput value={field.value ?? null} onChange={field.onChange} />}
          />
        </Section>
        <Section id="opportunity-presentation" title="Presentation">
          <Controller
            control={form.control}
            name="logo"
            render={({ field }) => (
              <ImageField
                label="Logo"
                kind="logo"
                value={field.value ?? null}
                onChange={field.onChange}
                upload={uploadLogo}
                readOnly={false}
                emptyText="No logo"
              />
            )}
          />
          <Controller
            control={form.control}
            name="highlights"
            render={({ field }) => (
              <LineItemListInput
                label="Highlights"
                description="What investors should know first, one line each"
                value={field.value ?? []}
                onChange={field.onChange}
                maxLines={20}
                rules={HIGHLIGHT_RULES}
              />
            )}
          />
        </Section>
        {serverError && (
          <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
            {serverError}
          </Alert>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending} leftSection={<IconDeviceFloppy size={16} aria-hidden />}>
            Save as draft
          </Button>
        </Group>
      </Stack>
      <UnsavedChangesGuard
        when={form.formState.isDirty && saved === null}
        message="Your changes to this opportunity are not saved and will be lost."
      />
    </form>
  );
}
